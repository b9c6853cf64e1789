import UIKit

/// The app's own header: it has a `barTintColor` like a bar, but it is a plain view.
final class HeaderBar: UIView {
    var barTintColor: UIColor?
    var isTranslucent = true
}

final class HeaderController: UIViewController {
    let navigationBar = HeaderBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        // `navigationBar` is the project's HeaderBar, not a UINavigationBar: no appearance for it.
        navigationBar.isTranslucent = false
        navigationBar.barTintColor = .systemIndigo
    }

    func style(_ controllers: [UIViewController]) {
        // An array's elements: typed through forEach.
        controllers.forEach {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithDefaultBackground()
            appearance.backgroundColor = .systemIndigo
            $0.navigationController?.navigationBar.standardAppearance = appearance
            $0.navigationController?.navigationBar.scrollEdgeAppearance = appearance
        }
        // A parameter of the app's own helper's closure: typed by the helper's declaration.
        eachVisible {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithDefaultBackground()
            appearance.backgroundColor = .systemIndigo
            $0.navigationController?.navigationBar.standardAppearance = appearance
            $0.navigationController?.navigationBar.scrollEdgeAppearance = appearance
        }
    }

    func eachVisible(_ body: (UIViewController) -> Void) {}

    func restyle() {
        // A generic helper's closure: its parameter is whatever the call binds, so only the
        // member's name says navigation bar.
        eachOfKind {
            $0.navigationController?.navigationBar.barTintColor = .systemIndigo
        }
    }

    func eachOfKind<Kind: UIViewController>(_ body: (Kind) -> Void) {}
}
