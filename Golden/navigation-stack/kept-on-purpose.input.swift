import SwiftUI

struct SettingsView: View {
    var body: some View {
        // Kept as NavigationView: NavigationStack resets the scroll position on iOS 16.0.
        NavigationView {
            Text("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

struct AboutView: View {
    var body: some View {
        NavigationView { // intentionally not a NavigationStack (iPad sidebar)
            Text("About")
        }
    }
}

struct FeedView: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                Text("Feed")
            }
        } else {
            NavigationView {
                Text("Feed")
            }
            .navigationViewStyle(.stack)
        }
    }
}
