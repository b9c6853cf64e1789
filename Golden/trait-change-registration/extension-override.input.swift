import UIKit

final class ProfileViewController: UIViewController {
    private let headerView = UIView()
    private var headerHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerView)
        headerHeight = headerView.heightAnchor.constraint(equalToConstant: 200)
        headerHeight?.isActive = true
    }
}

// MARK: - Traits

extension ProfileViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            headerHeight?.constant = traitCollection.verticalSizeClass == .compact ? 120 : 200
        }
    }
}
