import SwiftUI

struct RootView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            // The feed comes first.
            NavigationStack {
                Text("Feed")
            }
            .tabItem {
                Label("Feed", systemImage: "list.bullet")
            }
            .tag(0)
            Text("Profile")
                .tag(1)
                .tabItem {
                    Text("Profile")
                    Image(systemName: "person")
                }
        }
    }
}
