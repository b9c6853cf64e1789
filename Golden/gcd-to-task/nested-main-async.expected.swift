import UIKit

final class ListViewController: UIViewController {
    let tableView = UITableView()

    func refresh() {
        Task { @MainActor in
            self.tableView.reloadData()
            Task { @MainActor [weak self] in
                self?.tableView.flashScrollIndicators()
                Task { @MainActor in
                    try? await Task.sleep(for: .seconds(1))
                    self?.tableView.isUserInteractionEnabled = true
                }
            }
        }
    }
}
