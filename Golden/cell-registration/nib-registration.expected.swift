import UIKit

final class FavoriteCell: UICollectionViewCell {
    var title = ""
}

final class FavoritesViewController: UICollectionViewController {
    private var favoriteCellRegistration: UICollectionView.CellRegistration<FavoriteCell, Void>!
    static let favoriteCellID = "favorite"

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        favoriteCellRegistration = UICollectionView.CellRegistration<FavoriteCell, Void>(cellNib: UINib(nibName: "FavoriteCell", bundle: nil)) { _, _, _ in }
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: favoriteCellRegistration, for: indexPath, item: ())
        cell.title = "\(indexPath.item)"
        return cell
    }
}
