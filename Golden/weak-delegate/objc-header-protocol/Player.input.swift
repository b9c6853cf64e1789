import Foundation

final class Player {
    var delegate: PlayerDelegate?

    func finish() {
        delegate?.playerDidFinish()
    }
}

final class PlayerScreen: NSObject, PlayerDelegate {
    private let player = Player()

    override init() {
        super.init()
        player.delegate = self
    }

    func playerDidFinish() {}
}
