import UIKit

final class ChartView: UIView {
    private let gridLayer = CAShapeLayer()

    init(frame: CGRect, showsGrid: Bool) {
        if showsGrid {
            super.init(frame: frame)
            layer.addSublayer(gridLayer)
        } else {
            super.init(frame: frame)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            gridLayer.strokeColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}
