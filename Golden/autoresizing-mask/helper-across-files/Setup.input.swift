import UIKit

/// Hands a view of the controller to a helper from a file with no anchor in it.
@MainActor
func setUp(_ controller: CardController) {
    Layout.prepare(controller.price)
}
