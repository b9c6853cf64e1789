import SwiftUI

/// The app's own container, written before iOS 16: `NavigationStack { }` in this project means
/// this view, so the rule must not rewrite NavigationView to it.
struct NavigationStack<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack { content }
    }
}
