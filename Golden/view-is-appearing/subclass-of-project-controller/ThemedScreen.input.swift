import UIKit

/// The app's base controller: every screen inherits its colors.
class ThemedScreen: UIViewController {
    func applyTheme() {
        view.backgroundColor = .systemBackground
    }
}
