import UIKit

final class DownloadsViewController: UIViewController {
    let tableView = UITableView()

    func reload() {
        Task { @MainActor in
            self.tableView.reloadData()
        }
        Task { @MainActor in
            self.title = "Downloads"
        }
        Task { @MainActor [weak self] () in
            self?.tableView.reloadData()
        }
        Task { @MainActor in
            self.tableView.setNeedsLayout()
        }
    }
}
