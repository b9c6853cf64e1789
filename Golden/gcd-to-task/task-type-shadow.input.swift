import UIKit

struct Task {
    let title: String
}

final class TaskListViewController: UIViewController {
    var tasks: [Task] = []

    func add(_ task: Task) {
        DispatchQueue.main.async {
            self.tasks.append(task)
        }
    }
}
