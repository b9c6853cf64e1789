import UIKit

final class CardViewController: UIViewController {
    let badge = UILabel()
    let avatar = AvatarView(frame: .zero)
    let caption = UILabel()
    let ruler = Ruler()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        view.addSubview(avatar)
        view.addSubview(caption)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        avatar.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
        caption.topAnchor.constraint(equalTo: avatar.bottomAnchor).isActive = true
        _ = ruler.topAnchor.constraint(equalTo: view.topAnchor)
    }
}
