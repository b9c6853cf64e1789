import SwiftUI

struct StatusView: View {
    @StateObject private var state = Service.shared.networkState

    var body: some View {
        Text(state.isOnline ? "Online" : "Offline")
    }
}
