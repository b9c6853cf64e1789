import UIKit

/// The app's own badge model: its `cornerRadius(_:)` returns a copy with the radius set.
struct Badge {
    var radius: CGFloat = 0

    func cornerRadius(_ radius: CGFloat) -> Badge {
        var copy = self
        copy.radius = radius
        return copy
    }
}
