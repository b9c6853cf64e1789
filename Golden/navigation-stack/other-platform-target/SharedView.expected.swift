import SwiftUI

struct SharedView: View {
    var body: some View {
        NavigationStack {
            Text("Shared")
        }
    }
}
