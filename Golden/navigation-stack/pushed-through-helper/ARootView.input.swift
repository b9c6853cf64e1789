// golden: min-ios=17
import SwiftUI

/// Pushes `SettingsView` through a helper and `DetailView` through a wrapper view: the rule
/// sees neither as a push of the view holding the NavigationView.
struct RootView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink { makeSettings() } label: { Text("Settings") }
                NavigationLink { DetailWrapper(value: 1) } label: { Text("Detail") }
            }
        }
    }

    func makeSettings() -> some View { SettingsView() }
}

struct DetailWrapper: View {
    let value: Int
    var body: some View { DetailView(value: value) }
}
