import SwiftUI

final class Player: ObservableObject {
    @Published var isPlaying = false
}

/// Built by its callers: `PlayerView(player: Player())`.
struct PlayerView: View {
    @StateObject var player: Player

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}

struct ScannerView: View {
    @StateObject private var player: Player

    init(player: Player) {
        self._player = .init(wrappedValue: player)
    }

    var body: some View {
        Text("\(player.isPlaying)")
    }
}
