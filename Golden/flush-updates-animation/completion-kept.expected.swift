import UIKit

final class ToastController: UIViewController {
    var toastTop: NSLayoutConstraint!

    func show() {
        UIView.animate(withDuration: 0.3, delay: 0, options: .flushUpdates, animations: {
            self.toastTop.constant = 16
        }, completion: { finished in
            print(finished)
        })
    }

    func hide() {
        UIView.animate(withDuration: 0.3, delay: 0, options: .flushUpdates, animations: {
            self.toastTop.constant = -80
        }) { _ in
            self.dismiss(animated: false)
        }
    }

    func pulse() {
        UIView.animate(withDuration: 0.2, delay: 0, options: .flushUpdates) {
            self.toastTop.constant = 24
        } completion: { _ in
            print("done")
        }
    }

    func slide() {
        UIView.animate(withDuration: 0.2, delay: 0.5, options: [.curveLinear, .flushUpdates], animations: {
            self.toastTop.constant = 0
        }, completion: nil)
    }
}
