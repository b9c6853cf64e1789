// golden: min-ios=17
import SwiftUI

@Observable final class Player {
    var playing = false
}

struct PlayerView: View {
    var player: Player
    @Bindable private var queue: Player

    init(player: Player, queue: Player) {
        self.player = player
        self._queue = .init(wrappedValue: queue)
    }

    var body: some View {
        Toggle("Playing", isOn: $queue.playing)
            .disabled(player.playing)
    }
}
