import UIKit

/// A compilation condition inside the handler: `os(iOS)` names a platform, not a member.
final class ToolbarViewController: UIViewController {
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            #if os(iOS)
            self.toolbar.isHidden = self.traitCollection.horizontalSizeClass == .regular
            #endif
        }
    }
}
