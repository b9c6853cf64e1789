import UIKit

@MainActor
final class SceneStyler {
    func apply(to navigationController: UINavigationController, modal: UINavigationController) {
        navigationController.navigationBar.barTintColor = .systemIndigo
        navigationController.navigationBar.isTranslucent = false
        modal.navigationBar.barTintColor = .systemGray
        modal.navigationBar.isTranslucent = false
    }
}
