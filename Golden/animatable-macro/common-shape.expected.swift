import SwiftUI

@Animatable
struct Pulse: ViewModifier, Animatable {
    var scale: Double

    func body(content: Content) -> some View {
        content.opacity(scale)
    }
}

@Animatable
struct Wave: Shape {
    var amplitude: CGFloat
    var phase: CGFloat
    @AnimatableIgnored var isFilled = false
    let points: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY + amplitude))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + phase))
        return path
    }
}

@Animatable
struct Spin: GeometryEffect {
    var angle: Double
    var offset: Double
    var radius: Double

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(rotationAngle: CGFloat(angle)))
    }
}
