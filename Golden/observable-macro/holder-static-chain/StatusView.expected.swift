import SwiftUI

struct StatusView: View {
    @State private var state = Service.shared.networkState

    var body: some View {
        Text(state.isOnline ? "Online" : "Offline")
    }
}
