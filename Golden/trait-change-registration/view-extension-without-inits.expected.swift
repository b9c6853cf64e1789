import UIKit

final class ShieldView: UIView {
    private let shieldLayer = CAShapeLayer()

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.addSublayer(shieldLayer)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            self.shieldLayer.fillColor = UIColor.systemGreen.resolvedColor(with: self.traitCollection).cgColor
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            self.shieldLayer.fillColor = UIColor.systemGreen.resolvedColor(with: self.traitCollection).cgColor
        }
    }
}
