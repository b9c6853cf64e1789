import UIKit

final class BadgeHeaderView: UIView {
    let button = UIButton(type: .system)

    func makeBadge() -> UIView { UIView() }

    static func makeDivider() -> UIView { UIView() }

    func layout() {
        // The items are results of methods whose declared type is UIView.
        makeBadge().topAnchor.constraint(equalTo: button.bottomAnchor, constant: 4).isActive = true
        BadgeHeaderView.makeDivider().leadingAnchor.constraint(equalTo: button.leadingAnchor).isActive = true
    }
}
