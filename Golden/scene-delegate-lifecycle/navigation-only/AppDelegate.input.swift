import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = HomeViewController()
        let navigation = UINavigationController(rootViewController: home)

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation // the only screen
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        // Nothing to pause.
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
        refreshBadge()
    }

    func refreshBadge() {}
}

final class HomeViewController: UIViewController {}
