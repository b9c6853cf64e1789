import SwiftUI

struct Meter: Shape {
    var level: Double
    var maximum: Double

    var animatableData: Double {
        get { level }
        set { level = min(max(newValue, 0), maximum) }
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}

struct Dial: Shape {
    var angle: Angle

    var animatableData: Double {
        get { angle.degrees }
        set { angle = .degrees(newValue) }
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}

struct Ring: Shape {
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.second
            end = newValue.first
        }
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}

struct Bar: ViewModifier, Animatable {
    var width, height: Double

    var animatableData: Double {
        get { width }
        set { width = newValue }
    }

    func body(content: Content) -> some View {
        content.frame(width: width, height: height)
    }
}

struct Gauge: Shape {
    var value: Double
}

extension Gauge {
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}
