import UIKit

/// Shared look for the grid's cells; declares no initializer, so it has UICollectionViewCell's.
class BaseCell: UICollectionViewCell {
    func applyCornerRadius() {
        layer.cornerRadius = 8
    }
}
