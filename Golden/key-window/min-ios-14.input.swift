// golden: min-ios=14
import UIKit

@MainActor func topController() -> UIViewController? {
    UIApplication.shared.keyWindow?.rootViewController
}
