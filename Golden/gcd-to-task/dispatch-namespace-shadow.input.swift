import UIKit

/// The app's namespace for its dispatch helpers: `Dispatch.DispatchQueue` is its own type in
/// this module, while a bare `DispatchQueue` is still Dispatch's.
enum Dispatch {
    final class DispatchQueue: @unchecked Sendable {
        static let main = DispatchQueue()
        func async(execute work: @escaping () -> Void) { work() }
    }
}

final class CounterViewController: UIViewController {
    let countLabel = UILabel()

    func show(_ count: Int) {
        Dispatch.DispatchQueue.main.async {
            print(count)
        }
        DispatchQueue.main.async {
            self.countLabel.text = "\(count)"
        }
    }
}
