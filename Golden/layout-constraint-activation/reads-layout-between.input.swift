import UIKit

final class BadgeView: UIView {
    let title = UILabel()
    let badge = UIView()

    func build() {
        addSubview(title)
        addSubview(badge)
        title.topAnchor.constraint(equalTo: topAnchor).isActive = true
        title.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        // Sized from the title's constraints, so they must be active first.
        heightAnchor.constraint(equalToConstant: systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height).isActive = true
        badge.widthAnchor.constraint(equalToConstant: 8).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 8).isActive = true
    }

    func pinBadge() {
        badge.heightAnchor.constraint(equalToConstant: 8).isActive = true
        badge.constraints.last!.isActive = true
    }

    func matchTitle() {
        title.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
        badge.widthAnchor.constraint(equalToConstant: { layoutIfNeeded(); return title.bounds.height }()).isActive = true
    }
}
