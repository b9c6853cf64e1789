import UIKit

final class ProfileViewController: UIViewController {
    private let headerView = UIView()
    private var headerHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerView)
        headerHeight = headerView.heightAnchor.constraint(equalToConstant: 200)
        headerHeight?.isActive = true
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.headerHeight?.constant = self.traitCollection.verticalSizeClass == .compact ? 120 : 200
        }
    }
}
