import UIKit

final class FavoriteCell: UICollectionViewCell {
    var title = ""
}

final class FavoritesViewController: UICollectionViewController {
    private var favoriteCellRegistration: UICollectionView.CellRegistration<FavoriteCell, String>!
    static let favoriteCellID = "favorite"
    private var favorites: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        favoriteCellRegistration = UICollectionView.CellRegistration<FavoriteCell, String>(cellNib: UINib(nibName: "FavoriteCell", bundle: nil)) { cell, indexPath, favorite in
            cell.title = "\(indexPath.item). \(favorite)"
        }
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let favorite = favorites[indexPath.row]
        let cell = collectionView.dequeueConfiguredReusableCell(using: favoriteCellRegistration, for: indexPath, item: favorite)
        return cell
    }
}
