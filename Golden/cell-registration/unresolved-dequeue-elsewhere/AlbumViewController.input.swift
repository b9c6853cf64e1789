import UIKit

final class AlbumCell: UICollectionViewCell {}

final class AlbumViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: "album")
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath) as! AlbumCell
    }
}
