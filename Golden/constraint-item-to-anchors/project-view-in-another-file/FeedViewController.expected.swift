import UIKit

final class FeedViewController: UIViewController {
    var header: PromoCardView!
    let theme = Theme()

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = PromoCardView()
        card.titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12).isActive = true
        header.bottomAnchor.constraint(equalTo: card.topAnchor, constant: -8).isActive = true
        header.titleLabel.centerYAnchor.constraint(equalTo: header.centerYAnchor).isActive = true
        NSLayoutConstraint(item: card.accessory as Any, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .trailing, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: theme, attribute: .width, multiplier: 1, constant: 0).isActive = true
    }
}
