import UIKit

final class ToastView: UIView {
    let label = UILabel()

    func show() {
        UIView.animate(
            springDuration: 0.45,
            bounce: 0.2,
            initialSpringVelocity: 0.3,
            delay: 0.05,
            options: [.curveEaseInOut],
            animations: { self.alpha = 1 },
            completion: nil
        )
    }

    func settle() {
        UIView.animate(withDuration:0.3,delay:0,usingSpringWithDamping:1.4,initialSpringVelocity:0) {
            self.label.alpha = 1
        }
    }

    func nested() {
        UIView.animate(withDuration: 0.2, animations: {
            UIView.animate(springDuration: 0.3, bounce: 0.5, initialSpringVelocity: 0, delay: 0) { [weak self] in
                self?.label.transform = .identity
            }
        })
    }
}
