import UIKit

final class BadgeHeaderView: UIView {
    let button = UIButton(type: .system)

    func makeBadge() -> UIView { UIView() }

    static func makeDivider() -> UIView { UIView() }

    func layout() {
        // The items are results of methods whose declared type is UIView.
        NSLayoutConstraint(item: makeBadge(), attribute: .top, relatedBy: .equal, toItem: button, attribute: .bottom, multiplier: 1, constant: 4).isActive = true
        NSLayoutConstraint(item: BadgeHeaderView.makeDivider(), attribute: .leading, relatedBy: .equal, toItem: button, attribute: .leading, multiplier: 1, constant: 0).isActive = true
    }
}
