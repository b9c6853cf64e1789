// golden: min-ios=15
import UIKit

final class ToastViewController: UIViewController {
    let toast = UILabel()
    var shownAt = Date()

    func hideToast() {
        let remaining = 2.0 - Date().timeIntervalSince(shownAt)
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(max(0, remaining) * 1_000_000_000))
            self.toast.isHidden = true
        }
    }
}
