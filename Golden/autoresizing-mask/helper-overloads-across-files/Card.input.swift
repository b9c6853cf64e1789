import UIKit

final class CardController: UIViewController {
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        pin(badge)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}
