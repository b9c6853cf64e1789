import UIKit

final class BadgeView: UIView {
    private let borderColor = UIColor.separator

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            // CGColor does not follow dynamic colors: resolve it again.
            self.updateBorderColor()
        }
        layer.borderWidth = 1
        updateBorderColor()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            // CGColor does not follow dynamic colors: resolve it again.
            self.updateBorderColor()
        }
        layer.borderWidth = 1
        updateBorderColor()
    }

    private func updateBorderColor() {
        layer.borderColor = borderColor.resolvedColor(with: traitCollection).cgColor
    }
}
