import UIKit

final class TaskListViewController: UIViewController {
    var tasks: [Task] = []
    let tableView = UITableView()

    func add(_ task: Task) {
        tasks.append(task)
        DispatchQueue.main.async {
            self.tableView.reloadData()
        }
    }
}
