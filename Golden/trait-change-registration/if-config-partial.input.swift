import UIKit

final class ToolbarViewController: UIViewController {
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
    }

    #if os(iOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            toolbar.isHidden = traitCollection.horizontalSizeClass == .regular
        }
    }
    #else
    func layoutToolbar() {
        toolbar.isHidden = false
    }
    #endif
}
