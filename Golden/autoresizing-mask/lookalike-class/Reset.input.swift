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

/// Its own `spinner`: another variable than any local of that name.
final class Loader: UIView {
    let spinner = UIActivityIndicatorView(style: .large)

    func prepare() {
        spinner.translatesAutoresizingMaskIntoConstraints = false
    }
}
