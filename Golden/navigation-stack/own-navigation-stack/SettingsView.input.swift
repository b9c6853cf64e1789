import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
            Text("Settings")
        }
        .navigationViewStyle(.stack)
    }
}
