import UIKit

final class ToastView: UIView {
    let messageLabel = UILabel()

    func show(in host: UIView, completion: @escaping () -> Void) {
        UIView.animate(withDuration: 0.25, animations: {
            let dot = UIView()
            self.addSubview(dot)
            NSLayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal, toItem: self.messageLabel, attribute: .centerY, multiplier: 1, constant: 0).isActive = true
        }, completion: { [weak self] _ in
            guard let self else { return }
            NSLayoutConstraint(item: self, attribute: .bottom, relatedBy: .equal, toItem: host.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: -16).isActive = true
            completion()
        })
    }
}
