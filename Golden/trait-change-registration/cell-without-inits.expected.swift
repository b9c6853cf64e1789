import UIKit

final class AvatarCell: UICollectionViewCell {
    private let ringLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance + [UITraitDisplayScale.self]) { (self: Self, _: UITraitCollection) in
            self.ringLayer.strokeColor = UIColor.tintColor.resolvedColor(with: self.traitCollection).cgColor
            self.ringLayer.contentsScale = self.traitCollection.displayScale
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance + [UITraitDisplayScale.self]) { (self: Self, _: UITraitCollection) in
            self.ringLayer.strokeColor = UIColor.tintColor.resolvedColor(with: self.traitCollection).cgColor
            self.ringLayer.contentsScale = self.traitCollection.displayScale
        }
    }
}
