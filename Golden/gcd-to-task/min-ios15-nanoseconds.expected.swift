// golden: min-ios=15
import UIKit

final class FlashViewController: UIViewController {
    let toast = UILabel()

    func flash(for delay: TimeInterval) {
        toast.isHidden = false
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 500_000_000)
            self.toast.alpha = 0.5
        }
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            self.toast.alpha = 0.2
        }
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1_000_000_000))
            self.toast.isHidden = true
        }
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 250_000_000)
            self.toast.alpha = 0.1
        }
    }
}
