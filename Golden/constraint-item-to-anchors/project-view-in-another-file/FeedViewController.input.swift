import UIKit

final class FeedViewController: UIViewController {
    var header: PromoCardView!
    let theme = Theme()

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = PromoCardView()
        NSLayoutConstraint(item: card.titleLabel, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .leading, multiplier: 1, constant: 12).isActive = true
        NSLayoutConstraint(item: header, attribute: .bottom, relatedBy: .equal, toItem: card, attribute: .top, multiplier: 1, constant: -8).isActive = true
        NSLayoutConstraint(item: header.titleLabel, attribute: .centerY, relatedBy: .equal, toItem: header, attribute: .centerY, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: card.accessory as Any, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .trailing, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: theme, attribute: .width, multiplier: 1, constant: 0).isActive = true
    }
}
