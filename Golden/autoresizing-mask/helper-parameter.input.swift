import UIKit

/// Not a view: its property only shares the name.
final class Badge {
    var translatesAutoresizingMaskIntoConstraints = true
}

final class CardController: UIViewController {
    private let badge = UILabel()
    private let caption = UILabel()
    private let price = UILabel()
    private let stamp = UILabel()
    private let tags = UILabel()
    private let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        pin(badge)
        prepare(caption, price)
        reset(stamp)
        mark(tags)
        lay(out: note)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.topAnchor),
            caption.topAnchor.constraint(equalTo: badge.bottomAnchor),
            price.topAnchor.constraint(equalTo: caption.bottomAnchor),
            stamp.topAnchor.constraint(equalTo: price.bottomAnchor),
            tags.topAnchor.constraint(equalTo: stamp.bottomAnchor),
            note.topAnchor.constraint(equalTo: tags.bottomAnchor),
        ])
    }

    /// Opts the view it is given into Auto Layout.
    private func pin(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// The variadic helper: each view it is given.
    private func prepare(_ views: UIView...) {
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
    }

    /// Sets it back to true: no opt-in.
    private func reset(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = true
    }

    /// The lookalike's overload sets it; the view's overload does not.
    private func mark(_ badge: Badge) {
        badge.translatesAutoresizingMaskIntoConstraints = false
    }

    private func mark(_ view: UIView) {
        view.alpha = 0.5
    }

    /// A labeled parameter after one with a default, set in a loop.
    private func lay(animated: Bool = false, out views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }
}
