import UIKit

final class SheetView: UIView {
    let handle = UIView()
    var damping: CGFloat = 0.8

    func settle() {
        UIView.animate(springDuration: 0.35, bounce: 1 - damping, initialSpringVelocity: 0.5, delay: 0.1, options: .curveEaseOut) {
            self.handle.alpha = 1
        }
    }

    func bounceIn(completion: @escaping () -> Void) {
        UIView.animate(
            withDuration: 0.6,
            delay: 0,
            usingSpringWithDamping: 0.55, // springy
            initialSpringVelocity: 2
        ) {
            // grow back
            self.transform = .identity
        } completion: { finished in
            if finished { completion() }
        }
    }
}
