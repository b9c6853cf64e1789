import UIKit

/// A project type with its own `apply(_:)`: not a data source.
final class ThemeRenderer {
    func apply(_ theme: String) {}
}

final class FeedViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: UITableViewDiffableDataSource<Int, String>?
    var pages: [[String]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        ThemeRenderer().apply("dark")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in UITableViewCell() }
        dataSource = source
        // A method of this type runs first: it may apply a snapshot itself.
        reload()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        source.apply(snapshot)
        // Later applies are not the first.
        source.apply(snapshot, animatingDifferences: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let fresh = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in UITableViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        // Not while the view loads: not this row's business.
        fresh.apply(snapshot)
    }

    func reload() {
        for page in pages {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(page)
            dataSource?.apply(snapshot)
        }
    }
}

final class GridViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        // Inside a condition or a closure: not certain to be the first.
        if view.window == nil {
            dataSource.apply(snapshot)
        }
        DispatchQueue.main.async {
            dataSource.apply(snapshot)
        }
    }
}
