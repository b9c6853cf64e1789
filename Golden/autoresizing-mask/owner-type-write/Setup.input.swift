import UIKit

/// Each view of the controller is opted in here, through the controller's type.
@MainActor
func configure(_ c: CardController) {
    c.icon.translatesAutoresizingMaskIntoConstraints = false
}

extension CardController {
    func prepareLabels() {
        name.translatesAutoresizingMaskIntoConstraints = false
        self.detail.translatesAutoresizingMaskIntoConstraints = false
    }
}

@MainActor
final class PriceStyler {
    weak var card: CardController?

    func apply() {
        card?.price.translatesAutoresizingMaskIntoConstraints = false
    }
}
