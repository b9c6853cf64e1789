import UIKit

final class FeedViewController: UIViewController {
    let viewModel = FeedViewModel()

    func pullToRefresh() {
        viewModel.reloadItems()
        collectionView.reloadItems(at: collectionView.indexPathsForVisibleItems)
    }
}
