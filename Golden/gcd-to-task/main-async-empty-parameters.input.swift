import UIKit

final class DownloadsViewController: UIViewController {
    let tableView = UITableView()

    func reload() {
        DispatchQueue.main.async { () in
            self.tableView.reloadData()
        }
        DispatchQueue.main.async { () -> Void in
            self.title = "Downloads"
        }
        DispatchQueue.main.async { [weak self] () in
            self?.tableView.reloadData()
        }
        DispatchQueue.main.async(execute: { () -> () in
            self.tableView.setNeedsLayout()
        })
    }
}
