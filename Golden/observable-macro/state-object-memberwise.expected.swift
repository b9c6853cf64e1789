import SwiftUI

@Observable final class Player {
    var isPlaying = false
}

/// Built by its callers: `PlayerView(player: Player())`.
struct PlayerView: View {
    @State var player: Player

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}

struct ScannerView: View {
    @State private var player: Player

    init(player: Player) {
        self._player = .init(wrappedValue: player)
    }

    var body: some View {
        Text("\(player.isPlaying)")
    }
}
