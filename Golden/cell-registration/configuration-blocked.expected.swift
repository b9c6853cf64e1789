import UIKit

final class TextCell: UICollectionViewCell {
    var text = ""
}

final class ToggleCell: UICollectionViewCell {
    weak var owner: SettingsViewController?
    var isOn = false
}

final class DateCell: UICollectionViewCell {
    var text = ""
}

final class SettingsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var enabled: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let textCellRegistration = UICollectionView.CellRegistration<TextCell, String> { cell, _, key in
            cell.text = key.capitalized
        }
        collectionView.register(ToggleCell.self, forCellWithReuseIdentifier: "toggle")
        collectionView.register(DateCell.self, forCellWithReuseIdentifier: "date")
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, key in
            if indexPath.section == 0 {
                let cell = collectionView.dequeueConfiguredReusableCell(using: textCellRegistration, for: indexPath, item: key)
                return cell
            }
            if indexPath.section == 1 {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "toggle", for: indexPath) as! ToggleCell
                cell.owner = self
                cell.isOn = self.enabled.contains(key)
                return cell
            }
            let formatter = DateFormatter()
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "date", for: indexPath) as! DateCell
            cell.text = formatter.string(from: Date())
            return cell
        }
    }
}
