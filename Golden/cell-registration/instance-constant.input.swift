import UIKit

final class RowCell: UICollectionViewCell {}

final class RowsViewController: UICollectionViewController {
    private let rowID = "row"

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: rowID)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: self.rowID, for: indexPath) as! RowCell
        return cell
    }
}
