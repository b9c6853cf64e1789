import UIKit

final class MainTabBarController: UITabBarController {
    let feed = UIViewController()
    let profile = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        feed.tabBarItem.title = "Feed"
        feed.tabBarItem.image = UIImage(systemName: "list.bullet")
        viewControllers = [feed, profile]
    }

    func reset(animated: Bool) {
        setViewControllers(
            [
                UINavigationController(rootViewController: feed), // wrapped
                profile,
            ],
            animated: animated
        )
    }

    func restore(_ saved: [UIViewController]) {
        #if DEBUG
        self.viewControllers = saved
        #endif
    }
}
