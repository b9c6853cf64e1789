// golden: min-ios=16
import UIKit

@MainActor func drop(_ view: UIView) {
    UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 1, options: [], animations: {
        view.center.y += 20
    }, completion: nil)
}
