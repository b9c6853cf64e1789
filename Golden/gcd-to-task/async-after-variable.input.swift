import UIKit

final class ToastViewController: UIViewController {
    let toast = UILabel()
    let fadeDelay = 0.25

    func hideToast(after delay: TimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.toast.isHidden = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + self.fadeDelay) {
            self.toast.alpha = 0
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay * 2) {
            self.toast.removeFromSuperview()
        }
    }
}
