import UIKit

/// A layout library's own constraint object: it has `isActive` too, but it is no NSLayoutConstraint.
final class Constraint {
    var isActive = false
}

final class ConstraintMaker {
    func make() -> Constraint { Constraint() }
}
