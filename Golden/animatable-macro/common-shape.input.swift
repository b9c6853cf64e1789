import SwiftUI

struct Pulse: ViewModifier, Animatable {
    var scale: Double

    var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(scale)
    }
}

struct Wave: Shape {
    var amplitude: CGFloat
    var phase: CGFloat
    var isFilled = false
    let points: Int

    // Both values animate together.
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(amplitude, phase) }
        set {
            amplitude = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY + amplitude))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + phase))
        return path
    }
}

struct Spin: GeometryEffect {
    var angle: Double
    var offset: Double
    var radius: Double

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { .init(angle, .init(self.offset, radius)) }
        set(value) {
            angle = value.first
            self.offset = value.second.first
            radius = value.second.second
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(rotationAngle: CGFloat(angle)))
    }
}
