import UIKit

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()

    func show(name: String) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.nameLabel.text = name
            self.view.setNeedsLayout()
        }
    }
}
