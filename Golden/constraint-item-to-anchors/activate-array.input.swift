import UIKit

final class CardView: UIView {}

final class DetailViewController: UIViewController {
    let footer = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = CardView()
        view.addSubview(card)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: card, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: card, attribute: .centerX, relatedBy: .equal, toItem: self.view, attribute: .centerX, multiplier: 1, constant: 0),
        ])
        view.addConstraint(NSLayoutConstraint(item: footer, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0))
        let height = NSLayoutConstraint(item: card, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 240)
        height.priority = .defaultHigh
        height.identifier = "card.height"
        height.isActive = true
    }
}
