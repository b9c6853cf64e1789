import UIKit

final class FeedViewController: UIViewController {
    let tableView = UITableView()

    func didLoad(_ titles: [String]) {
        // Back to the main queue before touching views.
        DispatchQueue.main.async {
            self.title = titles.first
            self.tableView.reloadData()
        }
    }
}
