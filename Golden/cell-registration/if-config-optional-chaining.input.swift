import UIKit

final class BadgeCell: UICollectionViewCell {}

final class BadgesViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(iOS)
        self.collectionView?.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        #endif
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath) as! BadgeCell
        return cell
    }
}
