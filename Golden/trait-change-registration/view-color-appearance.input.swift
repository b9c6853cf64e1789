import UIKit

final class BadgeView: UIView {
    private let borderColor = UIColor.separator

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        updateBorderColor()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.borderWidth = 1
        updateBorderColor()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // CGColor does not follow dynamic colors: resolve it again.
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateBorderColor()
        }
    }

    private func updateBorderColor() {
        layer.borderColor = borderColor.resolvedColor(with: traitCollection).cgColor
    }
}
