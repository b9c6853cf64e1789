import UIKit

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()

    func show(name: String) {
        DispatchQueue.main.async { [weak self] in
            self?.nameLabel.text = name
        }
        DispatchQueue.main.async {[weak self, name] in
            self?.navigationItem.title = name
        }
    }
}
