import UIKit

final class PriceRow: UIView {
    let titleLabel = UILabel()
    let priceLabel = UILabel()

    func layout(spacing: CGFloat) {
        priceLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: spacing).isActive = true
        priceLabel.trailingAnchor.constraint(lessThanOrEqualTo: self.trailingAnchor, constant: -spacing).isActive = true
        priceLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor).isActive = true
        self.bottomAnchor.constraint(greaterThanOrEqualTo: titleLabel.lastBaselineAnchor, constant: spacing * 2).isActive = true
        titleLabel.leftAnchor.constraint(equalTo: self.centerXAnchor).isActive = true
        titleLabel.topAnchor.constraint(equalTo: self.topAnchor, constant: spacing).isActive = true
    }
}
