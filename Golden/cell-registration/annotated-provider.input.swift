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
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        dataSource = .init(collectionView: collectionView, cellProvider: { (collectionView: UICollectionView, indexPath: IndexPath, model: Model) -> UICollectionViewCell? in
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell else { fatalError() }
            cell.label.text = model.title; cell.label.numberOfLines = 0
            return cell
        })
    }
}
