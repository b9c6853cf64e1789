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
}
