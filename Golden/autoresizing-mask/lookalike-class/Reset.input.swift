import UIKit

/// Writes the lookalike's property, through a parameter and through a property of its own type.
func reset(_ holder: Holder) {
    holder.badge.translatesAutoresizingMaskIntoConstraints = false
}

final class Shelf {
    let holder = Holder()

    func clear() {
        self.holder.badge.translatesAutoresizingMaskIntoConstraints = true
    }
}
