import UIKit

final class CardController: UIViewController {
    var cardHeight: NSLayoutConstraint!
    var cardBottom: NSLayoutConstraint!
    var cardView = UIView()

    func expandCard(by extra: CGFloat) {
        // Make room for the details.
        cardHeight.constant = 320
            + extra // measured by the caller
        /* keep it on screen */
        cardBottom.constant = 0 // pinned
        UIView.animate(
            withDuration: 0.35,
            animations: {
                self.view.layoutIfNeeded() // animate the change
            }
        )
    }

    func collapseCard() {
        cardHeight.constant = 120
        UIView.animate(withDuration: 0.2) { self.view.layoutIfNeeded() }
    }

    func pinCard() {
        NSLayoutConstraint.activate([
            cardView.topAnchor.constraint(equalTo: view.topAnchor),
            cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
        UIView.animate(withDuration: 0.2) {
            self.view.layoutIfNeeded()
        }
    }
}
