// golden: no-typecheck (the API model types Dispatch closures @Sendable, stricter than the SDK in Swift 5 mode; this input is valid app code there)
import UIKit

final class FeedViewController: UIViewController {
    let tableView = UITableView()
    var rows: [String] = []

    func reload() {
        DispatchQueue.global(qos: .userInitiated).async {
            let sorted = ["b", "a"].sorted()
            self.rows = sorted
            self.tableView.reloadData()
        }
    }
}
