import UIKit

/// The project's own `viewControllers`: not UIKit's tab bar.
final class Coordinator {
    var viewControllers: [UIViewController] = []
}

@MainActor func arrange(navigation: UINavigationController, coordinator: Coordinator, tabs: UITabBarController, first: UIViewController) {
    navigation.viewControllers = [first]
    navigation.setViewControllers([first], animated: false)
    coordinator.viewControllers = [first]
    let count = tabs.viewControllers?.count ?? 0
    if count == 0 {
        tabs.tabs = [UITab(title: "First", image: nil, identifier: "first") { _ in first }]
    }
}
