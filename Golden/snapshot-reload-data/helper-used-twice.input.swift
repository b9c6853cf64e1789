import UIKit

/// A private setup method is one that only `viewDidLoad` calls, once. Called from elsewhere
/// too (or twice), its apply may not be the first: left alone.
final class InboxViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: UITableViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        configureDataSource()
    }

    func refresh() {
        configureDataSource()
    }

    private func configureDataSource() {
        let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in UITableViewCell() }
        dataSource = source
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        source.apply(snapshot)
    }
}

final class OutboxViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        populate()
        populate()
    }

    private func populate() {
        let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in UITableViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        source.apply(snapshot)
    }
}

/// A lookalike: another type's property shares the helper's name and is read in this file.
/// Uses are counted by name, so the helper no longer counts as called once: left alone (the
/// conservative side; the type of `theme` is not asked).
final class Theme {
    let fill = "plain"
}

final class ArchiveViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let theme = Theme()

    override func viewDidLoad() {
        super.viewDidLoad()
        print(theme.fill)
        fill()
    }

    private func fill() {
        let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in UITableViewCell() }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        source.apply(snapshot)
    }
}
