import SwiftUI

struct SettingsView: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationView {
            Text("Settings")
                .navigationTitle("Settings")
        }
        .sheet(isPresented: $showsHelp) {
            NavigationView {
                Text("Help")
            }
            .navigationViewStyle(.stack)
        }
    }
}
