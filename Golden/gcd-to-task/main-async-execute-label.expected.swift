import UIKit

final class CounterViewController: UIViewController {
    let counterLabel = UILabel()

    func update(count: Int) {
        Task { @MainActor in
            self.counterLabel.text = "\(count)"
        }
        Task { @MainActor [unowned self] in
            self.counterLabel.sizeToFit()
        }
    }
}
