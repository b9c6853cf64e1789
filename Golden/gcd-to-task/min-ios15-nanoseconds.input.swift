// golden: min-ios=15
import UIKit

final class FlashViewController: UIViewController {
    let toast = UILabel()

    func flash(for delay: TimeInterval) {
        toast.isHidden = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.toast.alpha = 0.5
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) {
            self.toast.alpha = 0.2
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            self.toast.isHidden = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5e-1) {
            self.toast.alpha = 0.1
        }
    }
}
