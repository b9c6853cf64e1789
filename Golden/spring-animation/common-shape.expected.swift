import UIKit

final class CardViewController: UIViewController {
    let card = UIView()

    func reveal() {
        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [], animations: {
            self.card.transform = .identity
        }, completion: nil)
    }
}
