// golden: min-ios=15
import UIKit

final class ToastViewController: UIViewController {
    let toast = UILabel()
    var shownAt = Date()

    func hideToast() {
        let remaining = 2.0 - Date().timeIntervalSince(shownAt)
        DispatchQueue.main.asyncAfter(deadline: .now() + remaining) {
            self.toast.isHidden = true
        }
    }
}
