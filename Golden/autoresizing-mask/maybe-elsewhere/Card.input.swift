import UIKit

final class CardController: UIViewController {
    let badge = UILabel()
    let caption = UILabel()
    let stamp = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        view.addSubview(caption)
        view.addSubview(stamp)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        caption.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
        stamp.topAnchor.constraint(equalTo: caption.bottomAnchor).isActive = true
    }
}
