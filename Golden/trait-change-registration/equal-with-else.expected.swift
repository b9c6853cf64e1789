import UIKit

final class DashboardViewController: UIViewController {
    private let contrastBorder = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contrastBorder)
        registerForTraitChanges([UITraitAccessibilityContrast.self]) { (self: Self, _: UITraitCollection) in
            self.contrastBorder.layer.borderWidth = self.traitCollection.accessibilityContrast == .high ? 2 : 0
        }
    }
}
