import Combine
import UIKit

final class ProfileViewController: UIViewController {
    let model = ProfileModel()
    let nameLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        model.$name
            .sink { [weak self] name in self?.nameLabel.text = name }
            .store(in: &cancellables)
    }
}
