import UIKit

final class Router {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        DispatchQueue.main.async { [weak self] in
            #if DEBUG
            self?.navigationController.navigationBar.barTintColor = .systemYellow
            self?.navigationController.navigationBar.isTranslucent = false
            #else
            self?.navigationController.navigationBar.barTintColor = .systemBlue
            self?.navigationController.navigationBar.isTranslucent = false
            #endif
        }
    }
}
