import UIKit

final class ShelfCell: UICollectionViewCell {}

final class ShelfViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(nibName: "ShelfCell", bundle: nil), forCellWithReuseIdentifier: "shelf")
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath) as! ShelfCell
    }
}
