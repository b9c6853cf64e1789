import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        #if DEBUG
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        #else
        window?.rootViewController = UIViewController()
        #endif
        window?.makeKeyAndVisible()
        return true
    }
}
