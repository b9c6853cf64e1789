import UIKit

extension ProfileViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        nameLabel.frame = view.bounds.insetBy(dx: 16, dy: 16)
    }
}
