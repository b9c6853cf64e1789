import UIKit

/// Opts the view it is given into Auto Layout, under an internal name.
@MainActor
func pin(view v: UIView) {
    v.translatesAutoresizingMaskIntoConstraints = false
}

@MainActor
enum Layout {
    /// Each view it is given, through a loop.
    static func prepare(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    /// Adds the view to `parent` (which it leaves alone), then opts the view in.
    static func attach(_ child: UIView, to parent: UIView, animated: Bool = false) {
        parent.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
    }

    /// A generic parameter, optional: set through optional chaining.
    static func adopt<V: UIView>(_ view: V?) {
        view?.translatesAutoresizingMaskIntoConstraints = false
    }
}
