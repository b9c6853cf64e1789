import Combine
import UIKit

final class InboxViewController: UIViewController {
    let model = InboxModel()
    private let badgeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badgeLabel)
    }

    override func updateProperties() {
        super.updateProperties()
        self.updateBadge()
    }

    private func updateBadge() {
        badgeLabel.text = "\(model.unreadCount)"
        badgeLabel.isHidden = model.unreadCount == 0
    }
}
