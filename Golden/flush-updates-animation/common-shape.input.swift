import UIKit

final class PlayerController: UIViewController {
    var miniPlayerHeight: NSLayoutConstraint!
    var expandedConstraint: NSLayoutConstraint!
    var collapsedConstraint: NSLayoutConstraint!

    func hideMiniPlayer() {
        miniPlayerHeight.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    func expand() {
        collapsedConstraint.isActive = false
        self.expandedConstraint.isActive = true
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }

    func swap() {
        NSLayoutConstraint.deactivate([collapsedConstraint])
        NSLayoutConstraint.activate([expandedConstraint])
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}

final class BadgeView: UIView {
    private var widthConstraint: NSLayoutConstraint!

    func grow(to width: CGFloat) {
        widthConstraint.constant = max(width, bounds.height)
        UIView.animate(withDuration: 0.2) {
            self.layoutIfNeeded()
        }
    }
}
