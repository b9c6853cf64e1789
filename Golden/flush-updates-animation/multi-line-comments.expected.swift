import UIKit

final class CardController: UIViewController {
    var cardHeight: NSLayoutConstraint!
    var cardBottom: NSLayoutConstraint!
    var cardView = UIView()

    func expandCard(by extra: CGFloat) {
        // Make room for the details.
        UIView.animate(
            withDuration: 0.35,
            delay: 0,
            options: .flushUpdates,
            animations: {
                // animate the change
                self.cardHeight.constant = 320
                    + extra // measured by the caller
                /* keep it on screen */
                self.cardBottom.constant = 0 // pinned
            }
        )
    }

    func collapseCard() {
        UIView.animate(withDuration: 0.2, delay: 0, options: .flushUpdates) {
            self.cardHeight.constant = 120
        }
    }

    func pinCard() {
        UIView.animate(withDuration: 0.2, delay: 0, options: .flushUpdates) {
            NSLayoutConstraint.activate([
                self.cardView.topAnchor.constraint(equalTo: self.view.topAnchor),
                self.cardView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
            ])
        }
    }
}
