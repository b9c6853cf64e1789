import SpriteKit

// An SKScene is an SKNode, which is a UIResponder on iOS: main-actor isolated like a view.
final class GameScene: SKScene {
    private var spawnTimer: Timer?

    override func didMove(to view: SKView) {
        spawnTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.spawn() }
        }
    }

    @objc private func spawn() {
        addChild(SKSpriteNode(imageNamed: "enemy"))
    }
}
