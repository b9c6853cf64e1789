import UIKit

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
