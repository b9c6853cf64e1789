import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let home = HomeViewController()
        let navigation = UINavigationController(rootViewController: home)

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigation // the only screen
        window?.makeKeyAndVisible()
    }
}
