import UIKit

final class CardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(titleLabel)
        // Pin the card to the safe area.
        card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
        card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16).isActive = true
        // The title sits at the top.
        titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 8).isActive = true // below the edge
        titleLabel.centerXAnchor.constraint(
            equalTo: card.centerXAnchor
        ).isActive = true
    }
}
