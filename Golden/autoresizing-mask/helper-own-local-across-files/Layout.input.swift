import UIKit

/// Opts in the spacer it creates, not the view it is given.
@MainActor
func addSpacer(below view: UIView) {
    let spacer = UIView()
    spacer.translatesAutoresizingMaskIntoConstraints = false
    view.superview?.addSubview(spacer)
    spacer.topAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
}

/// Opts in its own spacer too, but hands the view to a function the rule does not follow.
@MainActor
func decorate(_ view: UIView) {
    let spacer = UIView()
    spacer.translatesAutoresizingMaskIntoConstraints = false
    outline(view)
}

@MainActor
func outline(_ view: UIView) {
    view.layer.borderWidth = 1
}
