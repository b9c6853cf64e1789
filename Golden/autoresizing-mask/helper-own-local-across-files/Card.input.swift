import UIKit

final class CardController: UIViewController {
    let badge = UILabel()
    let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        view.addSubview(caption)
        addSpacer(below: badge)
        decorate(caption)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        caption.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
    }
}
