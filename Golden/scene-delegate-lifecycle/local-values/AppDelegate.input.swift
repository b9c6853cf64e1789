import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let settings = SettingsStore()
    let home = HomeViewController(settings: settings)
    let navigation = UINavigationController(rootViewController: home)
    navigation.navigationBar.prefersLargeTitles = true

    self.window = UIWindow()
    self.window!.rootViewController = navigation
    self.window!.makeKeyAndVisible()
    settings.markLaunched()
    return true
  }
}

final class SettingsStore {
  func markLaunched() {}
}

final class HomeViewController: UIViewController {
  init(settings: SettingsStore) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
