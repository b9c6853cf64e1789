import UIKit

final class LibraryViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let books = ["Dune", "Emma"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            nil
        }
        collectionView.dataSource = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(books)
        dataSource.applySnapshotUsingReloadData(snapshot)
    }
}
