import SwiftUI

struct PlatformTabs: View {
    @State private var selection = "home"

    var body: some View {
        #if canImport(SwiftUI)
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
            Text("Downloads")
                .tabItem { Label("Downloads", systemImage: "arrow.down.circle") }
                .tag("downloads")
        }
        #endif
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            #if DEBUG
            Text("Debug").tabItem { Label("Debug", systemImage: "ant") }
            #endif
        }
    }
}
