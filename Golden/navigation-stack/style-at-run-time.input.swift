import SwiftUI

struct AdaptiveView: View {
    let style = StackNavigationViewStyle()

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
        .navigationViewStyle(preferredStyle)
    }

    private var preferredStyle: some NavigationViewStyle {
        StackNavigationViewStyle()
    }
}
