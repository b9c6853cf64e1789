import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Text("Settings")
        }
    }
}

struct DetailView: View {
    let value: Int
    var body: some View {
        NavigationStack {
            Text("\(value)")
        }
    }
}
