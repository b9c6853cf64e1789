import SwiftUI

/// Not animatable: a settings record that happens to name a property like SwiftUI's.
struct Transition {
    var duration: Double

    var animatableData: Double {
        get { duration }
        set { duration = newValue }
    }
}

struct Plain: Shape {
    var inset: Double

    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Declares animatableData but never said Animatable: SwiftUI does not animate it.
struct Glow: ViewModifier {
    var radius: Double

    var animatableData: Double {
        get { radius }
        set { radius = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(radius)
    }
}
