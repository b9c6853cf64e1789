import UIKit

/// The project's own registration record, unrelated to UIKit's.
struct CellRegistration {
    let name: String
}

final class Shelf {
    func dequeueConfiguredReusableCell(using registration: CellRegistration, for index: Int, item: String) -> String {
        registration.name + item
    }
}

final class LabelCell: UICollectionViewCell {
    var text = ""
}

final class ShelfViewController: UICollectionViewController {
    private let shelf = Shelf()
    private var labels: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        _ = shelf.dequeueConfiguredReusableCell(using: CellRegistration(name: "label"), for: 0, item: "x")
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! LabelCell
        cell.text = labels[indexPath.row]
        return cell
    }
}
