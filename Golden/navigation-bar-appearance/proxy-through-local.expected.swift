import UIKit

final class ShareController: UIViewController {
    func setUpAppearance() {
        let navbarAppearance = UINavigationBar.appearance()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        navbarAppearance.barStyle = .default
        navbarAppearance.isTranslucent = false
        navbarAppearance.standardAppearance = appearance
        navbarAppearance.scrollEdgeAppearance = appearance
    }
}
