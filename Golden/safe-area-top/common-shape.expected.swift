import UIKit

final class ProfileViewController: UIViewController {
    private let header = UILabel()
    private let avatar = UIImageView()
    private let backgroundImage = UIImageView()
    private let tint = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(backgroundImage)
        view.addSubview(tint)
        view.addSubview(header)
        view.addSubview(avatar)
        header.translatesAutoresizingMaskIntoConstraints = false
        avatar.translatesAutoresizingMaskIntoConstraints = false
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            // Backgrounds cover the whole screen, bars included.
            backgroundImage.topAnchor.constraint(equalTo: view.topAnchor),
            tint.topAnchor.constraint(equalTo: view.topAnchor),
            tint.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tint.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: tint.trailingAnchor),
        ])
    }
}
