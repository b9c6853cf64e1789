import SwiftUI

#if os(iOS)
struct Shake: GeometryEffect {
    var travel: CGFloat = 10
    var shakes: CGFloat

    var animatableData: CGFloat {
        get {
            return shakes
        }
        set {
            shakes = newValue
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * shakes, y: 0))
    }
}
#endif
