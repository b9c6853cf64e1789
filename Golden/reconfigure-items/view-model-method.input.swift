import UIKit

final class FeedViewModel {
    private(set) var items: [String] = []

    func reloadItems() {
        items = items.sorted()
    }
}

final class FeedViewController: UIViewController {
    let viewModel = FeedViewModel()

    func pullToRefresh() {
        viewModel.reloadItems()
    }
}
