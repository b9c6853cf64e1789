import UIKit

final class StatusViewController: UIViewController {
    let statusLabel = UILabel()

    func showStatus(_ text: String) {
        statusLabel.text = text
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1.0, execute: {
            self.statusLabel.text = nil
        })
        DispatchQueue.main.asyncAfter(wallDeadline: DispatchWallTime.now() + 3) {
            self.statusLabel.isHidden = true
        }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.0) { // next run loop turn
            self.statusLabel.sizeToFit()
        }
    }
}
