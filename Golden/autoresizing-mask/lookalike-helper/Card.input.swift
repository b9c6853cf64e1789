import UIKit

final class CardController: UIViewController {
    let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}
