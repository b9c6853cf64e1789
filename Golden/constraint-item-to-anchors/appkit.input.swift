// golden: no-typecheck (the API model has no AppKit NSLayoutConstraint; this is valid macOS code)
import AppKit

extension NSView {
    func constraintsFilling(_ subview: NSView) -> [NSLayoutConstraint] {
        [
            NSLayoutConstraint(item: subview, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1.0, constant: 0.0),
            NSLayoutConstraint(item: subview, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1.0, constant: 0.0),
        ]
    }
}
