import UIKit

final class ProfileViewController: UIViewController {
    let appearance = "dark"

    func styleBar() {
        let bar = navigationController!.navigationBar
        // Brand colour from the style guide.
        let appearance2 = UINavigationBarAppearance()
        appearance2.configureWithOpaqueBackground()
        appearance2.backgroundColor = .systemRed // red for profile
        /* keep opaque */
        bar.isTranslucent = false
        appearance2.titleTextAttributes = [.foregroundColor: UIColor.white] // white title
        bar.standardAppearance = appearance2
        bar.scrollEdgeAppearance = appearance2
        print(appearance)
    }
}
