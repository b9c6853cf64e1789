import UIKit

final class ShimmerView: UIView {}

@MainActor func pulse(_ button: UIButton, _ shimmer: ShimmerView) {
    UIButton.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {
        button.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
    }, completion: { _ in
        #if DEBUG
        ShimmerView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 1.2 - 0.4, initialSpringVelocity: 0, animations: {
            shimmer.alpha = 0.5
        })
        #endif
    })
}
