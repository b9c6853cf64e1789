import UIKit

final class SplashViewController: UIViewController {
    private let logoView = UIImageView()
    private let lightLogo = UIImage(systemName: "sun.max")
    private let darkLogo = UIImage(systemName: "moon")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(logoView)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            // Swap the artwork for the new appearance.
            let isDark = self.traitCollection.userInterfaceStyle == .dark
            self.logoView.image = isDark ? self.darkLogo : self.lightLogo
        }
    }
}
