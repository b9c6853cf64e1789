import UIKit

/// A to-do model with a nested `Task`: it hides Swift's `Task` only where `Project`'s members
/// are visible (its body and its extensions), not in other types.
enum Project {
    struct Task {
        let title: String
    }
}

extension Project {
    static func announce(_ task: Task) {
        DispatchQueue.main.async {
            print(task.title)
        }
    }
}

final class ProjectViewController: UIViewController {
    var titles: [String] = []

    func add(_ title: String) {
        DispatchQueue.main.async {
            self.titles.append(title)
        }
    }
}
