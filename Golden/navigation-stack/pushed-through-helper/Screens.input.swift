import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
            Text("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

struct DetailView: View {
    let value: Int
    var body: some View {
        NavigationView {
            Text("\(value)")
        }
        .navigationViewStyle(.stack)
    }
}
