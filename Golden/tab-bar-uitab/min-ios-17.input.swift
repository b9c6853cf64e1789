// golden: min-ios=17
import UIKit

@MainActor func install(_ root: UITabBarController, pages: [UIViewController]) {
    root.setViewControllers(pages, animated: true)
}
