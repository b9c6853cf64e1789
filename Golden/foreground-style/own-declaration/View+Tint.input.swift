import SwiftUI

extension View {
    /// The app's own: accepts an optional and falls back to the accent color.
    func foregroundColor(_ color: Color?) -> some View {
        foregroundStyle(color ?? Color.accentColor)
    }
}
