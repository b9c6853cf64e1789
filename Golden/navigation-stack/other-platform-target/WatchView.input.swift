import SwiftUI

struct WatchView: View {
    var body: some View {
        NavigationView {
            Text("Watch")
        }
        .navigationViewStyle(.stack)
    }
}
