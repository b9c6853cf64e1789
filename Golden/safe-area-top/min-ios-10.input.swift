// golden: min-ios=10
import UIKit

final class LegacyViewController: UIViewController {
    let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(caption)
        caption.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}
