import UIKit

final class SearchViewController: UIViewController {
    let searchField = UITextField()
    let hintLabel = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(250))
            self.searchField.selectAll(nil)
        }
        Task { @MainActor in // after the keyboard settles
            try? await Task.sleep(for: .seconds(2))
            // Only a hint, never blocking.
            self.hintLabel.isHidden = false
        }
        Task { @MainActor in
            try? await Task.sleep(for: .microseconds(500))
            self.hintLabel.alpha = 1
        }
    }
}
