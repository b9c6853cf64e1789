import UIKit

final class ShieldView: UIView {
    private let shieldLayer = CAShapeLayer()

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.addSublayer(shieldLayer)
    }
}

extension ShieldView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            super.traitCollectionDidChange(previousTraitCollection)
            shieldLayer.fillColor = UIColor.systemGreen.resolvedColor(with: traitCollection).cgColor
        }
    }
}
