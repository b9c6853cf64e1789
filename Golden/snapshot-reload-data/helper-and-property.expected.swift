import UIKit

final class InboxViewController: UIViewController {
    typealias DataSource = UITableViewDiffableDataSource<Int, String>

    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: DataSource!
    var loaded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        configureDataSource()
    }

    private func configureDataSource() {
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, subject in
            UITableViewCell()
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        self.dataSource.applySnapshotUsingReloadData(
            snapshot
        ) {
            self.loaded = true
        }
    }

    func refresh(_ subjects: [String]) {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(subjects)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
