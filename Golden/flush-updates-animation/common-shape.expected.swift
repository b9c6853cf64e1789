import UIKit

final class PlayerController: UIViewController {
    var miniPlayerHeight: NSLayoutConstraint!
    var expandedConstraint: NSLayoutConstraint!
    var collapsedConstraint: NSLayoutConstraint!

    func hideMiniPlayer() {
        UIView.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
            self.miniPlayerHeight.constant = 0
        }
    }

    func expand() {
        UIView.animate(withDuration: 0.25, delay: 0, options: .flushUpdates) {
            self.collapsedConstraint.isActive = false
            self.expandedConstraint.isActive = true
        }
    }

    func swap() {
        UIView.animate(withDuration: 0.25, delay: 0, options: .flushUpdates) {
            NSLayoutConstraint.deactivate([self.collapsedConstraint])
            NSLayoutConstraint.activate([self.expandedConstraint])
        }
    }
}

final class BadgeView: UIView {
    private var widthConstraint: NSLayoutConstraint!

    func grow(to width: CGFloat) {
        UIView.animate(withDuration: 0.2, delay: 0, options: .flushUpdates) {
            self.widthConstraint.constant = max(width, self.bounds.height)
        }
    }
}
