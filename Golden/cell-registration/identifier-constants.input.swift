import UIKit

final class RowCell: UICollectionViewCell {}
final class TileCell: UICollectionViewCell {}

final class RowsViewController: UICollectionViewController {
    private let rowID = "row"
    private var tileID = "tile"

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: rowID)
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: tileID)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: tileID, for: indexPath) as! TileCell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: self.rowID, for: indexPath) as! RowCell
        return cell
    }
}
