import UIKit

final class MessagesViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func update(edited: [String], expanded: [String]) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(edited)
        snapshot.reloadItems(expanded) // expanded messages use a different cell
        dataSource.apply(snapshot)
    }
}
