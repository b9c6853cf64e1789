import SwiftUI

struct SharedView: View {
    var body: some View {
        NavigationView {
            Text("Shared")
        }
        .navigationViewStyle(.stack)
    }
}
