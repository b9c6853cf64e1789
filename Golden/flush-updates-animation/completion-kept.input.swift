import UIKit

final class ToastController: UIViewController {
    var toastTop: NSLayoutConstraint!

    func show() {
        toastTop.constant = 16
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
        }, completion: { finished in
            print(finished)
        })
    }

    func hide() {
        toastTop.constant = -80
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
        }) { _ in
            self.dismiss(animated: false)
        }
    }

    func pulse() {
        toastTop.constant = 24
        UIView.animate(withDuration: 0.2) {
            self.view.layoutIfNeeded()
        } completion: { _ in
            print("done")
        }
    }

    func slide() {
        toastTop.constant = 0
        UIView.animate(withDuration: 0.2, delay: 0.5, options: .curveLinear, animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}
