import UIKit

final class ProfileViewController: UIViewController {
    let appearance = "dark"

    func styleBar() {
        let bar = navigationController!.navigationBar
        // Brand colour from the style guide.
        bar.barTintColor = .systemRed // red for profile
        /* keep opaque */
        bar.isTranslucent = false
        bar.titleTextAttributes = [.foregroundColor: UIColor.white] // white title
        print(appearance)
    }
}
