import UIKit

final class InboxViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func refresh(_ ids: [String]) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(ids) // refresh visible rows
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
