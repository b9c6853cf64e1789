import UIKit

final class CounterViewController: UIViewController {
    let counterLabel = UILabel()

    func update(count: Int) {
        DispatchQueue.main.async(execute: {
            self.counterLabel.text = "\(count)"
        })
        DispatchQueue.main.async(execute: { [unowned self] in
            self.counterLabel.sizeToFit()
        })
    }
}
