import SwiftUI

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(foregroundColor(configuration.isPressed))
    }

    /// Only callable in this file: it cannot be what other files' calls mean.
    private func foregroundColor(_ isPressed: Bool) -> Color {
        isPressed ? Color.gray : Color.blue
    }
}
