// API model of Apple's SpriteKit for type-checking golden files on Linux (test infrastructure, not product code).
// On iOS, SKNode descends from UIResponder, so every node and scene is main-actor isolated.
@_exported import UIKit

@MainActor open class SKNode: UIResponder {
    public override init() { fatalError() }
    open var name: String?
    open var parent: SKNode? { fatalError() }
    open var scene: SKScene? { fatalError() }
    open func addChild(_ node: SKNode) { fatalError() }
    open func removeFromParent() { fatalError() }
}

@MainActor open class SKEffectNode: SKNode {}

@MainActor open class SKScene: SKEffectNode {
    public init(size: CGSize) { fatalError() }
    open var size: CGSize
    open func didMove(to view: SKView) { fatalError() }
    open func update(_ currentTime: TimeInterval) { fatalError() }
}

@MainActor open class SKSpriteNode: SKNode {
    public init(imageNamed name: String) { fatalError() }
}

@MainActor open class SKView: UIView {
    open func presentScene(_ scene: SKScene?) { fatalError() }
    open var scene: SKScene? { fatalError() }
}
