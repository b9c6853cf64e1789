import UIKit

struct Model: Hashable {
    let title: String
}

final class TitleCell: UICollectionViewCell {
    let label = UILabel()
}

final class ModelsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Model>?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let titleCellRegistration = UICollectionView.CellRegistration<TitleCell, Model> { cell, _, model in
            cell.label.text = model.title; cell.label.numberOfLines = 0
        }
        dataSource = .init(collectionView: collectionView, cellProvider: { (collectionView: UICollectionView, indexPath: IndexPath, model: Model) -> UICollectionViewCell? in
            let cell = collectionView.dequeueConfiguredReusableCell(using: titleCellRegistration, for: indexPath, item: model)
            return cell
        })
    }
}
