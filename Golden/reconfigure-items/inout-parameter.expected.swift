import UIKit

final class ContactsViewController: UIViewController {
    var dataSource: UITableViewDiffableDataSource<Int, String>!

    func refresh(_ ids: [String]) {
        var snapshot = dataSource.snapshot()
        markChanged(ids, in: &snapshot)
        dataSource.apply(snapshot)
    }

    private func markChanged(_ ids: [String], in snapshot: inout NSDiffableDataSourceSnapshot<Int, String>) {
        snapshot.reconfigureItems(ids)
    }
}
