import UIKit

final class RowCell: UICollectionViewCell {}

final class RowsViewController: UICollectionViewController {
    private var rowCellRegistration: UICollectionView.CellRegistration<RowCell, Void>!
    private let rowID = "row"

    override func viewDidLoad() {
        super.viewDidLoad()
        rowCellRegistration = UICollectionView.CellRegistration<RowCell, Void> { _, _, _ in }
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: rowCellRegistration, for: indexPath, item: ())
        return cell
    }
}
