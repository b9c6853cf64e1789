import UIKit

final class RootViewController: UIViewController {
    var showsSidebar = false

    func updateBehavior(size: CGSize) {
        showsSidebar = size.width > 700
    }
}

// The lifecycle overrides live in an extension of the controller.
extension RootViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        updateBehavior(size: view.frame.size)
        view.backgroundColor = .separator
    }
}
