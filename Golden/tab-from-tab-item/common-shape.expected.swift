import SwiftUI

struct RootView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            // The feed comes first.
            Tab("Feed", systemImage: "list.bullet", value: 0) {
                NavigationStack {
                    Text("Feed")
                }
            }
            Tab("Profile", systemImage: "person", value: 1) {
                Text("Profile")
            }
        }
    }
}
