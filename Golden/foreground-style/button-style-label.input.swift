import SwiftUI

/// A button style's `configuration.label` is a view with View's modifiers only (not a Text),
/// so the rewrite keeps what the chain returns.
struct PillStyle: ButtonStyle {
    let tint: Color
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.callout)
            .foregroundColor(tint)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct OtherStyle: ButtonStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label.foregroundColor(.white)
    }
}
