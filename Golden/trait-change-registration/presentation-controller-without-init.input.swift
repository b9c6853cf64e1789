import UIKit

final class SheetPresentationController: UIPresentationController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            containerView?.setNeedsLayout()
        }
    }
}
