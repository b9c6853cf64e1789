import UIKit

final class DrawerController: UIViewController {
    var drawerBottom: NSLayoutConstraint!

    func open() {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .flushUpdates]) {
            self.drawerBottom.constant = 0
        }
    }

    func close() {
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseIn, .allowUserInteraction, .flushUpdates], animations: {
            self.drawerBottom.constant = -200
        })
    }

    func follow(keyboardHeight: CGFloat, curve: UIView.AnimationOptions, duration: TimeInterval) {
        UIView.animate(withDuration: duration, delay: 0, options: [curve, .flushUpdates]) {
            self.drawerBottom.constant = -keyboardHeight
        }
    }

    func bounce() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3, options: .flushUpdates, animations: {
            self.drawerBottom.constant = 20
        })
    }

    func settle() {
        UIView.animate(springDuration: 0.4, bounce: 0.2, options: .flushUpdates) {
            self.drawerBottom.constant = 0
        }
    }

    func reset() {
        UIView.animate(withDuration: 0.2, delay: 0, options: [.flushUpdates]) {
            self.drawerBottom.constant = 0
        }
    }
}
