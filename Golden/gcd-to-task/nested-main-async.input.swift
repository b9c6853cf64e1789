import UIKit

final class ListViewController: UIViewController {
    let tableView = UITableView()

    func refresh() {
        DispatchQueue.main.async {
            self.tableView.reloadData()
            DispatchQueue.main.async { [weak self] in
                self?.tableView.flashScrollIndicators()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    self?.tableView.isUserInteractionEnabled = true
                }
            }
        }
    }
}
