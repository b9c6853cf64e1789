// golden: min-ios=17
import Combine
import SwiftUI

final class PaidFeature: ObservableObject {
    @Published var isUnlocked = false
}

final class Player: ObservableObject {
    @Published var playing = false
}

enum HeadphoneAction {
    case skip
}

struct PlayerView: View {
    @StateObject private var player = Player()

    var body: some View {
        Text(player.playing ? "Playing" : "Paused")
    }
}
