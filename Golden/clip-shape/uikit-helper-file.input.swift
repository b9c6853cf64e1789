import UIKit

final class RoundedButton: UIButton {
    func cornerRadius(_ radius: CGFloat) {
        layer.cornerRadius = radius
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        cornerRadius(8)
    }
}
