import UIKit

/// The project's own onAppear takes a trailing closure, so a `.onAppear { }` call elsewhere
/// may be this one: the rule must not rewrite it.
extension UIView {
    func onAppear(_ action: @escaping () -> Void) {
        action()
    }
}
