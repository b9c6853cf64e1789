import UIKit

final class ThemeTransition {
    func start(from oldStyle: UIUserInterfaceStyle?, to newStyle: UIUserInterfaceStyle) {}
}

final class ReaderViewController: UIViewController {
    private let themeTransition = ThemeTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.themeTransition.start(from: previousTraitCollection.userInterfaceStyle, to: self.traitCollection.userInterfaceStyle)
        }
    }
}
