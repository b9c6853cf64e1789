import UIKit

final class PriceRow: UIView {
    let titleLabel = UILabel()
    let priceLabel = UILabel()

    func layout(spacing: CGFloat) {
        NSLayoutConstraint(item: priceLabel, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: titleLabel, attribute: .trailing, multiplier: 1, constant: spacing).isActive = true
        NSLayoutConstraint(item: priceLabel, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: self, attribute: .trailing, multiplier: 1, constant: -spacing).isActive = true
        NSLayoutConstraint(item: priceLabel, attribute: NSLayoutConstraint.Attribute.firstBaseline, relatedBy: NSLayoutConstraint.Relation.equal, toItem: titleLabel, attribute: NSLayoutConstraint.Attribute.firstBaseline, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: self, attribute: .bottom, relatedBy: .greaterThanOrEqual, toItem: titleLabel, attribute: .lastBaseline, multiplier: 1, constant: spacing * 2).isActive = true
        NSLayoutConstraint(item: titleLabel, attribute: .left, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint.init(item: titleLabel, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: spacing).isActive = true
    }
}
