import UIKit

final class Banner: UIView {
    var top: NSLayoutConstraint!
    var bottom: NSLayoutConstraint!

    func show() {
        top.isActive = true
        bottom.isActive = true
    }
}
