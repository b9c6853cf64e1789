import SwiftUI

struct AdaptiveView: View {
    let style = StackNavigationViewStyle()
    let usesStack: Bool

    var body: some View {
        NavigationView {
            Text("Stored style")
        }
        .navigationViewStyle(style)
    }
}

struct PerDeviceView: View {
    var body: some View {
        NavigationView {
            Text("Per device")
        }
        .navigationViewStyle(UIDevice.current.userInterfaceIdiom == .pad ? .automatic : .automatic)
    }
}
