import UIKit

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()

    func show(name: String) {
        Task { @MainActor [weak self] in
            self?.nameLabel.text = name
        }
        Task { @MainActor [weak self, name] in
            self?.navigationItem.title = name
        }
    }
}
