import UIKit

final class CardView: UIView {}

final class DetailViewController: UIViewController {
    let footer = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = CardView()
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
        ])
        view.addConstraint(footer.bottomAnchor.constraint(equalTo: view.bottomAnchor))
        let height = card.heightAnchor.constraint(equalToConstant: 240)
        height.priority = .defaultHigh
        height.identifier = "card.height"
        height.isActive = true
    }
}
