import UIKit

/// Every label goes through a helper of Layout.swift that opts in the parameter it is passed as.
final class CardController: UIViewController {
    let badge = UILabel()
    let caption = UILabel()
    let stamp = UILabel()
    let price = UILabel()
    let tag = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        pin(view: self.badge)
        Layout.prepare(caption, stamp)
        Layout.attach(price, to: view)
        Layout.adopt(tag)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.topAnchor),
            caption.topAnchor.constraint(equalTo: badge.bottomAnchor),
            stamp.topAnchor.constraint(equalTo: caption.bottomAnchor),
            price.topAnchor.constraint(equalTo: stamp.bottomAnchor),
            tag.topAnchor.constraint(equalTo: price.bottomAnchor),
        ])
    }
}
