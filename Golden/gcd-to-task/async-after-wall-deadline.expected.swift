import UIKit

final class StatusViewController: UIViewController {
    let statusLabel = UILabel()

    func showStatus(_ text: String) {
        statusLabel.text = text
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1.0))
            self.statusLabel.text = nil
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(3))
            self.statusLabel.isHidden = true
        }
        Task { @MainActor in // next run loop turn
            self.statusLabel.sizeToFit()
        }
    }
}
