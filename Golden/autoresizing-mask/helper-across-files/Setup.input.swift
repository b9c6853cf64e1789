import UIKit

/// Hands a view of the controller to a helper from a file with no anchor in it: the index does
/// not record what a call passes, so `price` may be opted in here.
@MainActor
func setUp(_ controller: CardController) {
    Layout.prepare(controller.price)
}
