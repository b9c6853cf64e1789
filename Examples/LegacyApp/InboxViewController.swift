import UIKit

/// A small legacy screen exercising the implemented rules; `swift run modernize diff Examples/`.
final class InboxViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let viewModel = InboxViewModel()

    func markRead(_ ids: [String]) {
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems(ids) // the read badge changed
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func replace(with items: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        snapshot.reloadItems(items)
        dataSource.apply(snapshot)
    }

    func refresh() {
        viewModel.reloadItems() // a view model's own method: left alone
    }
}

final class InboxViewModel {
    func reloadItems() {}
}
