import UIKit

final class DrawerController: UIViewController {
    var drawerBottom: NSLayoutConstraint!

    func open() {
        drawerBottom.constant = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
            self.view.layoutIfNeeded()
        }
    }

    func close() {
        drawerBottom.constant = -200
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseIn, .allowUserInteraction], animations: {
            self.view.layoutIfNeeded()
        })
    }

    func follow(keyboardHeight: CGFloat, curve: UIView.AnimationOptions, duration: TimeInterval) {
        drawerBottom.constant = -keyboardHeight
        UIView.animate(withDuration: duration, delay: 0, options: curve) {
            self.view.layoutIfNeeded()
        }
    }

    func bounce() {
        drawerBottom.constant = 20
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3, animations: {
            self.view.layoutIfNeeded()
        })
    }

    func settle() {
        drawerBottom.constant = 0
        UIView.animate(springDuration: 0.4, bounce: 0.2) {
            self.view.layoutIfNeeded()
        }
    }

    func reset() {
        drawerBottom.constant = 0
        UIView.animate(withDuration: 0.2, delay: 0, options: []) {
            self.view.layoutIfNeeded()
        }
    }
}
