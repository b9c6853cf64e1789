import UIKit

final class FavoriteCell: UICollectionViewCell {
    var title = ""
}

final class FavoritesViewController: UICollectionViewController {
    static let favoriteCellID = "favorite"
    private var favorites: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        collectionView.register(UINib(nibName: "FavoriteCell", bundle: nil), forCellWithReuseIdentifier: Self.favoriteCellID)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let favorite = favorites[indexPath.row]
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FavoritesViewController.favoriteCellID, for: indexPath) as? FavoriteCell else {
            fatalError("unexpected cell")
        }
        cell.title = "\(indexPath.item). \(favorite)"
        return cell
    }
}
