import UIKit

final class ShareController: UIViewController {
    func setUpAppearance() {
        let navbarAppearance = UINavigationBar.appearance()
        navbarAppearance.barTintColor = .systemBackground
        navbarAppearance.barStyle = .default
        navbarAppearance.isTranslucent = false
    }
}
