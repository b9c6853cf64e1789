// golden: min-ios=17
import SwiftUI

struct OldRootView: View {
    var body: some View {
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
        }
    }
}
