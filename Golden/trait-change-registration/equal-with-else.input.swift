import UIKit

final class DashboardViewController: UIViewController {
    private let contrastBorder = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contrastBorder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.accessibilityContrast == previousTraitCollection?.accessibilityContrast {
            // Nothing to update.
        } else {
            contrastBorder.layer.borderWidth = traitCollection.accessibilityContrast == .high ? 2 : 0
        }
    }
}
