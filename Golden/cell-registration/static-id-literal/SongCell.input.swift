import UIKit

final class SongCell: UICollectionViewCell {
    static let id = "cell"

    let titleLabel = UILabel()
}
