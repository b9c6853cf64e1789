import UIKit

/// The project's own spring helper, with UIKit's labels: not a site.
enum Animator {
    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat, animations: @escaping () -> Void) {
        animations()
    }
}

@MainActor func wiggle(_ view: UIView) {
    Animator.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
        view.alpha = 1
    }
    // Not a spring: another row's business.
    UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
        view.alpha = 0
    })
    // Already the iOS 17 spring.
    UIView.animate(springDuration: 0.4, bounce: 0.2) {
        view.alpha = 1
    }
}
