import SwiftUI

enum Effects {
    /// Pulses the content.
    @Animatable
    @MainActor
    struct Glow: ViewModifier, Animatable {
        var radius: CGFloat
        @AnimatableIgnored var color = Color.white

        func body(content: Content) -> some View {
            content.opacity(radius)
        }
    }
}
