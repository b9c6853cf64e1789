import UIKit
import Foundation

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let log = LaunchLog()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.info("launching")

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.backgroundColor = .white
        // The inbox is the first screen.
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window?.makeKeyAndVisible()

        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        log.info("background")
    }
}

final class InboxViewController: UIViewController {}

final class LaunchLog {
    func info(_ message: String) {}
}
