import UIKit

struct Badge {
    let symbol: String
}

final class BadgeCell: UICollectionViewCell {
    var label: UILabel?
}

final class BadgesViewController: UICollectionViewController {
    private var badgeCellRegistration: UICollectionView.CellRegistration<BadgeCell, Badge>!
    private var badges: [Badge] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(iOS)
        badgeCellRegistration = UICollectionView.CellRegistration<BadgeCell, Badge> { cell, _, item in
            cell.label?.text = item.symbol
        }
        #endif
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: badgeCellRegistration, for: indexPath, item: badges[indexPath.item])
        return cell
    }
}
