import UIKit

final class AvatarCell: UICollectionViewCell {
    private let ringLayer = CAShapeLayer()

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
            || previousTraitCollection?.displayScale != traitCollection.displayScale {
            ringLayer.strokeColor = UIColor.tintColor.resolvedColor(with: traitCollection).cgColor
            ringLayer.contentsScale = traitCollection.displayScale
        }
    }
}
