import UIKit

final class DebugMenuViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var showsAll = false

    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot, animatingDifferences: showsAll, completion: nil)
        #endif
    }
}
