import UIKit

@MainActor
final class SceneStyler {
    func apply(to navigationController: UINavigationController, modal: UINavigationController) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigationController.navigationBar.isTranslucent = false
        navigationController.navigationBar.standardAppearance = appearance
        navigationController.navigationBar.scrollEdgeAppearance = appearance
        let appearance2 = UINavigationBarAppearance()
        appearance2.configureWithOpaqueBackground()
        appearance2.backgroundColor = .systemGray
        modal.navigationBar.isTranslucent = false
        modal.navigationBar.standardAppearance = appearance2
        modal.navigationBar.scrollEdgeAppearance = appearance2
    }
}
