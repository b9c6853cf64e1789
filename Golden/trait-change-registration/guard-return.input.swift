import UIKit

final class SplashViewController: UIViewController {
    private let logoView = UIImageView()
    private let lightLogo = UIImage(systemName: "sun.max")
    private let darkLogo = UIImage(systemName: "moon")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(logoView)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle else { return }

        // Swap the artwork for the new appearance.
        let isDark = traitCollection.userInterfaceStyle == .dark
        logoView.image = isDark ? darkLogo : lightLogo
    }
}
