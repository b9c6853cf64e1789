import UIKit

extension UIView {
    /// The app's helper: same labels as SwiftUI's deprecated modifier.
    @discardableResult
    func cornerRadius(_ radius: CGFloat) -> Self {
        layer.cornerRadius = radius
        return self
    }
}
