// golden: min-ios=17
import SwiftUI

final class Player: ObservableObject {
    @Published var playing = false
}

struct PlayerView: View {
    @ObservedObject var player: Player
    @ObservedObject private var queue: Player

    init(player: Player, queue: Player) {
        _player = ObservedObject(wrappedValue: player)
        self._queue = .init(wrappedValue: queue)
    }

    var body: some View {
        Toggle("Playing", isOn: $queue.playing)
            .disabled(player.playing)
    }
}
