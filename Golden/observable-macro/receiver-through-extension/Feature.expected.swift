// golden: min-ios=17
import Combine
import SwiftUI

final class PaidFeature: ObservableObject {
    @Published var isUnlocked = false
}

@Observable final class Player {
    var playing = false
}

enum HeadphoneAction {
    case skip
}

struct PlayerView: View {
    @State private var player = Player()

    var body: some View {
        Text(player.playing ? "Playing" : "Paused")
    }
}
