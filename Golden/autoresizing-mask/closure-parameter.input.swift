import UIKit

final class CardController: UIViewController {
    let badge = UILabel()
    let caption = UILabel()
    let stamp = UILabel()
    let price = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.topAnchor),
            caption.topAnchor.constraint(equalTo: badge.bottomAnchor),
            stamp.topAnchor.constraint(equalTo: caption.bottomAnchor),
            price.topAnchor.constraint(equalTo: stamp.bottomAnchor),
        ])
    }
}

/// Not a view: its property only shares the name.
final class Badge {
    var translatesAutoresizingMaskIntoConstraints = true
}

final class Holder {
    let price = Badge()
}

/// Closure and loop parameters without a written type: the elements of typed arrays.
@MainActor
final class Deck {
    let cards: [CardController] = []
    let holders: [Holder] = []

    func layOut() {
        cards.forEach { card in card.badge.translatesAutoresizingMaskIntoConstraints = false }
        cards.forEach { $0.caption.translatesAutoresizingMaskIntoConstraints = false }
        for card in cards {
            card.stamp.translatesAutoresizingMaskIntoConstraints = false
        }
        holders.forEach { (holder) in holder.price.translatesAutoresizingMaskIntoConstraints = false }
    }
}
