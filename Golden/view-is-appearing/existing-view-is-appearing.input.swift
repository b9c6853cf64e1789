import UIKit

final class ProfileViewController: UIViewController {
    let avatarView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatarView)
        avatarView.layer.cornerRadius = min(view.frame.width, view.frame.height) / 8
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        avatarView.alpha = 1
    }
}
