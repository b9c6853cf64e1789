import UIKit

/// Not a view: its property only shares the name.
final class Badge {
    var translatesAutoresizingMaskIntoConstraints = true
}

/// Sets the lookalike's property: no view can be passed here.
func pin(_ badge: Badge) {
    badge.translatesAutoresizingMaskIntoConstraints = false
}

/// Sets it back to true: no opt-in, whatever it is passed.
@MainActor
func reset(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = true
}

/// Sets it on a view of another class than the controller's labels.
@MainActor
func prepare(_ button: UIButton) {
    button.translatesAutoresizingMaskIntoConstraints = false
}

/// Sets the controller's own label back to true: no opt-in either.
@MainActor
func restore(_ card: CardController) {
    card.badge.translatesAutoresizingMaskIntoConstraints = true
}
