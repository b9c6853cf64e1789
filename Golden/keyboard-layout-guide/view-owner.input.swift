import UIKit

/// A toolbar view that follows the keyboard itself: its own keyboardLayoutGuide applies.
final class ComposerToolbar: UIView {
    var bottomConstraint: NSLayoutConstraint?

    func startObserving() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        // A local copy of the inset is not a site of its own.
        var insets = layoutMargins
        insets.bottom = end.height
        bottomConstraint?.constant = -end.height
        layoutMargins = insets
    }
}
