import UIKit

final class PlayerViewController: UIViewController {
    private let controlsView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(controlsView)
        #if os(iOS)
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.controlsView.axis = self.traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
        }
        #endif
    }
}
