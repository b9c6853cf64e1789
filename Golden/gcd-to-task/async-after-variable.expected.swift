import UIKit

final class ToastViewController: UIViewController {
    let toast = UILabel()
    let fadeDelay = 0.25

    func hideToast(after delay: TimeInterval) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(delay))
            self?.toast.isHidden = true
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(self.fadeDelay))
            self.toast.alpha = 0
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(delay * 2))
            self.toast.removeFromSuperview()
        }
    }
}
