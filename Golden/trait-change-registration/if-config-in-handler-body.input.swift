import UIKit

/// A compilation condition inside the handler: `os(iOS)` names a platform, not a member.
final class ToolbarViewController: UIViewController {
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            #if os(iOS)
            toolbar.isHidden = traitCollection.horizontalSizeClass == .regular
            #endif
        }
    }
}
