import UIKit

class CardController: UIViewController {
    let icon = UIImageView()
    let badge = UILabel()
    let price = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(icon)
        view.addSubview(badge)
        view.addSubview(price)
        icon.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        badge.centerYAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
        price.centerYAnchor.constraint(equalTo: badge.centerYAnchor).isActive = true
    }
}

/// Another controller with a view of the same name.
final class BannerController: UIViewController {
    let badge = UILabel()
}
