import UIKit

final class ShimmerView: UIView {}

@MainActor func pulse(_ button: UIButton, _ shimmer: ShimmerView) {
    UIButton.animate(springDuration: 0.3, bounce: 0, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {
        button.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
    }, completion: { _ in
        #if DEBUG
        ShimmerView.animate(springDuration: 0.2, bounce: 1 - (1.2 - 0.4), initialSpringVelocity: 0, delay: 0, animations: {
            shimmer.alpha = 0.5
        })
        #endif
    })
}
