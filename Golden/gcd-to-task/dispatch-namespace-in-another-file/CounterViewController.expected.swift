import UIKit

final class CounterViewController: UIViewController {
    let countLabel = UILabel()

    func show(_ count: Int) {
        Dispatch.DispatchQueue.main.async {
            print(count)
        }
        Task { @MainActor in
            self.countLabel.text = "\(count)"
        }
    }
}
