import UIKit

final class ThemeTransition {
    func start(from oldStyle: UIUserInterfaceStyle?, to newStyle: UIUserInterfaceStyle) {}
}

final class ReaderViewController: UIViewController {
    private let themeTransition = ThemeTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            themeTransition.start(from: previousTraitCollection?.userInterfaceStyle, to: traitCollection.userInterfaceStyle)
        }
    }
}
