import UIKit

final class ToastView: UIView {
    let messageLabel = UILabel()

    func show(in host: UIView, completion: @escaping () -> Void) {
        UIView.animate(withDuration: 0.25, animations: {
            let dot = UIView()
            self.addSubview(dot)
            dot.centerYAnchor.constraint(equalTo: self.messageLabel.centerYAnchor).isActive = true
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor, constant: -16).isActive = true
            completion()
        })
    }
}
