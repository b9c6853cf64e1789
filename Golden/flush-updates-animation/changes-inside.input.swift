import UIKit

final class FooterController: UIViewController {
    var footerBottom: NSLayoutConstraint!
    var footerHeight: NSLayoutConstraint!
    var label = UILabel()

    func showFooter() {
        view.layoutIfNeeded()
        UIView.animate(withDuration: 0.3, animations: {
            self.footerBottom.constant = 0
            self.footerHeight.isActive = true
            self.view.layoutIfNeeded()
        })
    }

    func hideFooter(duration: TimeInterval) {
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn) { [self] in
            footerBottom.constant = -80

            view.layoutIfNeeded()
        } completion: { _ in
            self.label.isHidden = true
        }
    }

    func fadeFooter() {
        label.text = "Bye"
        UIView.animate(withDuration: 0.3) {
            self.footerBottom.constant = -80
            self.view.layoutIfNeeded()
        }
    }
}
