import UIKit

struct Badge {
    let symbol: String
}

final class BadgeCell: UICollectionViewCell {
    var label: UILabel?
}

final class BadgesViewController: UICollectionViewController {
    private var badges: [Badge] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(iOS)
        self.collectionView?.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        #endif
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath) as! BadgeCell
        cell.label?.text = badges[indexPath.item].symbol
        return cell
    }
}
