import UIKit

/// Opts in the container, not the view it adds to it.
@MainActor
func embed(_ child: UIView, in container: UIView) {
    container.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
}
