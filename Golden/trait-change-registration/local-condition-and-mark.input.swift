// golden: min-ios=17
import UIKit

final class ProfileViewController: UIViewController {
    let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatar)
        updateBorder()
    }

    // MARK: - Traits

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let changed = traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
        if changed {
            updateBorder()
        }
    }

    func updateBorder() {
        avatar.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}
