import UIKit

final class BadgeCell: UICollectionViewCell {}

final class BadgesViewController: UICollectionViewController {
    private var badgeCellRegistration: UICollectionView.CellRegistration<BadgeCell, Void>!
    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(iOS)
        badgeCellRegistration = UICollectionView.CellRegistration<BadgeCell, Void> { _, _, _ in }
        #endif
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: badgeCellRegistration, for: indexPath, item: ())
        return cell
    }
}
