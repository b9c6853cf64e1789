import UIKit

/// Both labels are passed as the child: `embed` does not opt them in. Another file may pass
/// `badge` as a container (the index does not record what a call passes); `caption` is private.
final class CardController: UIViewController {
    let badge = UILabel()
    private let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(badge, in: view)
        embed(caption, in: view)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        caption.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
    }
}
