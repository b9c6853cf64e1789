import UIKit

final class Router {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        DispatchQueue.main.async { [weak self] in
            #if DEBUG
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemYellow
            self?.navigationController.navigationBar.isTranslucent = false
            self?.navigationController.navigationBar.standardAppearance = appearance
            self?.navigationController.navigationBar.scrollEdgeAppearance = appearance
            #else
            let appearance2 = UINavigationBarAppearance()
            appearance2.configureWithOpaqueBackground()
            appearance2.backgroundColor = .systemBlue
            self?.navigationController.navigationBar.isTranslucent = false
            self?.navigationController.navigationBar.standardAppearance = appearance2
            self?.navigationController.navigationBar.scrollEdgeAppearance = appearance2
            #endif
        }
    }
}
