import UIKit

final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.containerView?.setNeedsLayout()
        }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    }
}
