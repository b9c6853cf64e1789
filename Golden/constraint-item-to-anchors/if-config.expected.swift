import UIKit

final class DebugOverlayView: UIView {
    let fpsLabel = UILabel()

    func install() {
        #if DEBUG
        fpsLabel.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -8).isActive = true
        #else
        fpsLabel.widthAnchor.constraint(equalToConstant: 0).isActive = true
        #endif
    }
}
