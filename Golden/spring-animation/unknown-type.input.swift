// golden: no-typecheck (DesignKit is another module the API model does not have)
import UIKit
import DesignKit

/// `BrandView` comes from another module the project index does not read.
@MainActor func shake(_ view: UIView) {
    BrandView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [], animations: {
        view.alpha = 1
    }, completion: nil)
}
