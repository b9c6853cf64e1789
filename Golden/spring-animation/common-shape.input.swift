import UIKit

final class CardViewController: UIViewController {
    let card = UIView()

    func reveal() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: {
            self.card.transform = .identity
        }, completion: nil)
    }
}
