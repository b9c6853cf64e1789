import UIKit

extension UIApplication {
    var currentKeyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func rootController(of application: UIApplication) -> UIViewController? {
        application.keyWindow?.rootViewController
    }
}
