import UIKit

@MainActor
final class Store {
    var current = CardController()
}
