import UIKit

final class RootTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Re-setting its own (optional) list.
        setViewControllers(viewControllers, animated: false)
    }

    func dropLastTab(from other: UITabBarController?) {
        other?.viewControllers = other?.viewControllers?.dropLast().map { $0 }
    }

    func clear() {
        viewControllers = nil
    }
}
