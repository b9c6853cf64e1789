import UIKit

/// The index does not type a closure's parameter without a written type.
@MainActor
func style(_ cards: [CardController]) {
    cards.forEach { card in card.badge.translatesAutoresizingMaskIntoConstraints = false }
}

/// `Store` is declared in a file the index does not read: `current` has no known type.
@MainActor
func restyle(_ store: Store) {
    store.current.caption.translatesAutoresizingMaskIntoConstraints = false
}

/// A local bound to a value: the index does not type it.
@MainActor
func restamp(_ card: CardController) {
    let stamp = card.stamp
    stamp.translatesAutoresizingMaskIntoConstraints = false
}
