import UIKit

final class ToastView: UIView {
    let label = UILabel()

    func show() {
        UIView.animate(
            withDuration: 0.45,
            delay: 0.05,
            usingSpringWithDamping: 0.8,
            initialSpringVelocity: 0.3,
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
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) { [weak self] in
                self?.label.transform = .identity
            }
        })
    }
}
