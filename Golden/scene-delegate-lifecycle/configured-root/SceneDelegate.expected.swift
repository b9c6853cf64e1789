import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let settings = SettingsStore()
    let home = HomeViewController(settings: settings)
    let navigation = UINavigationController(rootViewController: home)
    navigation.navigationBar.prefersLargeTitles = true

    self.window = UIWindow(windowScene: windowScene)
    self.window!.rootViewController = navigation
    self.window!.makeKeyAndVisible()
  }
}
