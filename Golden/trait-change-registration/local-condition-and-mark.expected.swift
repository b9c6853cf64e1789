// golden: min-ios=17
import UIKit

final class ProfileViewController: UIViewController {
    let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatar)
        updateBorder()
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            self.updateBorder()
        }
    }

    // MARK: - Traits

    func updateBorder() {
        avatar.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}
