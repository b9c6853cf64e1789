import UIKit

final class Banner: UIView {
    var top: NSLayoutConstraint!
    var bottom: NSLayoutConstraint!

    func show() {
        NSLayoutConstraint.activate([
            top,
            bottom,
        ])
    }
}
