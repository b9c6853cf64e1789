import Combine
import UIKit

final class InboxViewController: UIViewController {
    let model = InboxModel()
    private let badgeLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badgeLabel)
        // objectWillChange fires before the change: read the model on the next turn.
        model.objectWillChange
            .sink { [weak self] _ in
                DispatchQueue.main.async {
                    self?.updateBadge()
                }
            }
            .store(in: &cancellables)
    }

    private func updateBadge() {
        badgeLabel.text = "\(model.unreadCount)"
        badgeLabel.isHidden = model.unreadCount == 0
    }
}
