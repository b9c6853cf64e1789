import SwiftUI

struct RootView: View {
    @State private var selection = Tab.home

    var body: some View {
        TabView(selection: $selection) {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
        }
    }
}
