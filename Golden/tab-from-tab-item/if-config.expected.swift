import SwiftUI

struct PlatformTabs: View {
    @State private var selection = "home"

    var body: some View {
        #if canImport(SwiftUI)
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") {
                Text("Home")
            }
            Tab("Downloads", systemImage: "arrow.down.circle", value: "downloads") {
                Text("Downloads")
            }
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
