import UIKit

final class DebugOverlayView: UIView {
    let fpsLabel = UILabel()

    func install() {
        #if DEBUG
        NSLayoutConstraint(item: fpsLabel, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .trailing, multiplier: 1, constant: -8).isActive = true
        #else
        NSLayoutConstraint(item: fpsLabel, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0).isActive = true
        #endif
    }
}
