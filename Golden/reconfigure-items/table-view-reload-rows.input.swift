import UIKit

final class InboxTableViewController: UITableViewController {
    func markRead(at indexPath: IndexPath) {
        tableView.reloadRows(at: [indexPath], with: .fade)
    }
}
