import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let router = Router()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = router.start(with: launchOptions)
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
final class Router {
    func start(with options: [UIApplication.LaunchOptionsKey: Any]?) -> UIViewController { UIViewController() }
}
