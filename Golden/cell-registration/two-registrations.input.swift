import UIKit

final class SmallCell: UICollectionViewCell {}
final class LargeCell: UICollectionViewCell {}
final class BaseCell: UICollectionViewCell {}
final class SpecialCell: UICollectionViewCell {}

final class GridViewController: UICollectionViewController {
    var isCompact = true

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(isCompact ? SmallCell.self : LargeCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(SmallCell.self, forCellWithReuseIdentifier: "grid")
        collectionView.register(LargeCell.self, forCellWithReuseIdentifier: "grid")
        collectionView.register(BaseCell.self, forCellWithReuseIdentifier: "base")
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath)
        }
        if indexPath.section == 1 {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "base", for: indexPath) as! SpecialCell
        return cell
    }
}
