import UIKit

final class CardController: UIViewController {
    let badge = UILabel()
    let caption = UILabel()
    let stamp = UILabel()
    let price = UILabel()
    private let note = UILabel()
    let pinning: any Pinning = Grid()

    override func viewDidLoad() {
        super.viewDidLoad()
        pin(badge)
        Layout.prepare(caption)
        pinning.pin(stamp)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.topAnchor),
            caption.topAnchor.constraint(equalTo: badge.bottomAnchor),
            stamp.topAnchor.constraint(equalTo: caption.bottomAnchor),
            price.topAnchor.constraint(equalTo: stamp.bottomAnchor),
            note.topAnchor.constraint(equalTo: price.bottomAnchor),
        ])
    }
}
