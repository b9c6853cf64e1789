import UIKit

/// `icon` through a subclass of its controller; `badge` only through the other controller's.
@MainActor
func configure(_ special: SpecialCardController, _ banner: BannerController) {
    special.icon.translatesAutoresizingMaskIntoConstraints = false
    banner.badge.translatesAutoresizingMaskIntoConstraints = false
}

/// Sets it on the inherited `price`, by its bare name.
final class CompactCardController: CardController {
    override func viewDidLoad() {
        super.viewDidLoad()
        price.translatesAutoresizingMaskIntoConstraints = false
    }
}
