// golden: min-ios=8
import UIKit

final class LegacyView: UIView {
    let badge = UILabel()

    func layout() {
        addSubview(badge)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badge]|", options: [], metrics: nil, views: ["badge": badge]))
    }
}
