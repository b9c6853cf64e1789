import UIKit

final class Badge: UILabel {
    func foregroundColor(_ color: UIColor) {
        textColor = color
    }

    func highlight() {
        foregroundColor(.systemRed)
    }
}
