import UIKit

final class BadgeView: UIView {
    let title = UILabel()
    let badge = UIView()

    func build() {
        addSubview(title)
        addSubview(badge)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor),
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
        // Sized from the title's constraints, so they must be active first.
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height),
            badge.widthAnchor.constraint(equalToConstant: 8),
            badge.heightAnchor.constraint(equalToConstant: 8),
        ])
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
