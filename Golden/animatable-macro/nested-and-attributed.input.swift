import SwiftUI

enum Effects {
    /// Pulses the content.
    @MainActor
    struct Glow: ViewModifier, Animatable {
        var radius: CGFloat
        var color = Color.white

        var animatableData: CGFloat { get { radius } set { radius = newValue } }

        func body(content: Content) -> some View {
            content.opacity(radius)
        }
    }
}
