import UIKit

/// Named like a view controller, but an NSObject with a `view` of its own.
@MainActor
final class OverlayViewController: NSObject {
    let view = UIView()
    let label = UILabel()

    func install() {
        view.addSubview(label)
        label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}

