import UIKit

/// A UIKit screen with a helper of the same name: not SwiftUI's modifier.
final class LegacyScreen: UIViewController {
    func navigationBarTitle(_ title: String) {
        navigationItem.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBarTitle("Legacy")
    }
}
