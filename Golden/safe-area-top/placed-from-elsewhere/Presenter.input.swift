import UIKit

/// Places the popover's panel under a control, in the root view's coordinates.
@MainActor
final class PopoverPresenter {
    func place(_ popover: PopoverViewController, below anchor: CGRect) {
        popover.panelTopConstraint.constant = anchor.maxY
    }
}
