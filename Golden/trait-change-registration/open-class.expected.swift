// golden: min-ios=17
import UIKit

open class BaseCardView: UIView {}

open class CardView: BaseCardView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            self.updateBorder()
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            self.updateBorder()
        }
    }

    func updateBorder() {
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}
