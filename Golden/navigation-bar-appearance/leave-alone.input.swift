import UIKit

final class DetailViewController: UIViewController {
    var searchController = UISearchController(searchResultsController: nil)

    func copyStyle(from other: UINavigationController) {
        navigationController?.navigationBar.barTintColor = other.navigationBar.barTintColor
        navigationController?.navigationBar.isTranslucent = false
    }

    func styleWithFallback() {
        if #available(iOS 13, *) {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemTeal
            navigationController?.navigationBar.standardAppearance = appearance
            navigationController?.navigationBar.scrollEdgeAppearance = appearance
            navigationController?.navigationBar.compactAppearance = appearance
            navigationController?.navigationBar.compactScrollEdgeAppearance = appearance
        } else {
            navigationController?.navigationBar.barTintColor = .systemTeal
            navigationController?.navigationBar.isTranslucent = false
        }
    }

    func mixedStyle() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemGreen
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.barTintColor = .systemPink
    }

    func otherBars() {
        tabBarController?.tabBar.barTintColor = .black
        tabBarController?.tabBar.shadowImage = UIImage()
        navigationController?.toolbar.barTintColor = .darkGray
        searchController.searchBar.barTintColor = .white
        UITabBar.appearance().barTintColor = .black
    }
}
