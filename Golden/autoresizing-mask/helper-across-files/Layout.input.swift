import UIKit

/// Opts the view it is given into Auto Layout.
@MainActor
func pin(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
}

@MainActor
enum Layout {
    /// Each view it is given.
    static func prepare(_ views: UIView...) {
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
    }
}

/// One implementation sets it, the other does not.
@MainActor
protocol Pinning {
    func pin(_ view: UIView)
}

@MainActor
final class Grid: Pinning {
    func pin(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
    }
}

@MainActor
final class Plain: Pinning {
    func pin(_ view: UIView) {}
}
