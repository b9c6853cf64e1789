import UIKit

final class ThemeViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func themeDidChange() {
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
