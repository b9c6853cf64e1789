import SpriteKit

// An SKScene is an SKNode, which is a UIResponder on iOS: main-actor isolated like a view.
final class GameScene: SKScene {
    private var spawnTimer: Timer?

    override func didMove(to view: SKView) {
        spawnTimer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(spawn), userInfo: nil, repeats: true)
    }

    @objc private func spawn() {
        addChild(SKSpriteNode(imageNamed: "enemy"))
    }
}
