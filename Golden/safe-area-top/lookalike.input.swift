import UIKit

/// Named like a view controller, but an NSObject with a `view` of its own.
final class OverlayViewController: NSObject {
    let view = UIView()
    let label = UILabel()

    func install() {
        view.addSubview(label)
        label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}

/// A superclass the project does not declare: whether it is a view controller is unknown.
final class ReaderScreen: ScreenBase {
    let label = UILabel()

    func install() {
        label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}
