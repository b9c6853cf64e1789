import UIKit

final class SearchViewController: UIViewController {
    let searchField = UITextField()
    let hintLabel = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
            self.searchField.selectAll(nil)
        }
        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .seconds(2)) { // after the keyboard settles
            // Only a hint, never blocking.
            self.hintLabel.isHidden = false
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + DispatchTimeInterval.microseconds(500)) {
            self.hintLabel.alpha = 1
        }
    }
}
