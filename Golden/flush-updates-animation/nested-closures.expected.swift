import UIKit

final class KeyboardController: UIViewController {
    var bottomInset: NSLayoutConstraint!
    var rows: [CGFloat] = []

    func keyboardWillShow(height: CGFloat) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            UIView.animate(withDuration: 0.25, delay: 0, options: .flushUpdates) {
                self.bottomInset.constant = height
            }
        }
    }

    func fitRows() {
        UIView.animate(withDuration: 0.25, delay: 0, options: .flushUpdates) {
            self.bottomInset.constant = self.rows.map { $0 * 2 }.reduce(0, +)
        }
    }

    func chained() {
        UIView.animate(withDuration: 0.2, animations: {
            self.rows = []
        }) { _ in
            UIView.animate(withDuration: 0.2, delay: 0, options: .flushUpdates) {
                self.bottomInset.constant = 0
            }
        }
    }

    func nestedInAnimation() {
        UIView.animate(withDuration: 0.2) {
            self.rows = []
            UIView.animate(withDuration: 0.2) {
                self.bottomInset.constant = 8
                self.view.layoutIfNeeded()
            }
        }
    }
}
