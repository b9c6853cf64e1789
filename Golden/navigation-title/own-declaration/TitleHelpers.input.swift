import SwiftUI

extension View {
    /// The app's own title helper: takes a subtitle too, with a default.
    func navigationBarTitle(_ title: String, subtitle: String = "") -> some View {
        navigationTitle(title + subtitle)
    }
}
