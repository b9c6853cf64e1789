import UIKit

final class HomeViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

@MainActor func makeRootController() -> UITabBarController {
    let root = UITabBarController()
    let homeNav = UINavigationController(rootViewController: HomeViewController())
    homeNav.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
    let settingsNav = UINavigationController(rootViewController: SettingsViewController())
    settingsNav.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    root.viewControllers = [homeNav, settingsNav]
    return root
}
