import UIKit

final class TagsViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func replace(with tags: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(tags)
        snapshot.reconfigureItems(tags)
        dataSource.apply(snapshot)
    }
}
