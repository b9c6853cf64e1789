import UIKit

// `top` and `bottom` share their names with Banner's NSLayoutConstraint properties, but here they
// are the library's `Constraint`: `NSLayoutConstraint.activate([top, bottom])` would not compile.
final class Card: UIView {
    var top = Constraint()
    var bottom: Constraint!
    let maker = ConstraintMaker()

    func show() {
        top.isActive = true
        bottom.isActive = true
    }

    func rebuild() {
        let top = maker.make()
        let bottom = self.maker.make()
        top.isActive = false
        bottom.isActive = false
    }
}
