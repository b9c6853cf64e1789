import UIKit

final class KeyboardController: UIViewController {
    var bottomInset: NSLayoutConstraint!
    var rows: [CGFloat] = []

    func keyboardWillShow(height: CGFloat) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.bottomInset.constant = height
            UIView.animate(withDuration: 0.25) {
                self.view.layoutIfNeeded()
            }
        }
    }

    func fitRows() {
        bottomInset.constant = rows.map { $0 * 2 }.reduce(0, +)
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }

    func chained() {
        UIView.animate(withDuration: 0.2, animations: {
            self.rows = []
        }) { _ in
            UIView.animate(withDuration: 0.2) {
                self.bottomInset.constant = 0
                self.view.layoutIfNeeded()
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
