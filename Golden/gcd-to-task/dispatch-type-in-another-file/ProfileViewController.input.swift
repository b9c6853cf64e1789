import UIKit

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()

    func show(_ name: String) {
        DispatchQueue.main.async {
            self.nameLabel.text = name
        }
        DispatchQueue.global(qos: .utility).async {
            print(name)
        }
    }
}
