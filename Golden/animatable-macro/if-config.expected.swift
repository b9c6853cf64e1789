import SwiftUI

#if os(iOS)
@Animatable
struct Shake: GeometryEffect {
    @AnimatableIgnored var travel: CGFloat = 10
    var shakes: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * shakes, y: 0))
    }
}
#endif
