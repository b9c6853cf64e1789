import UIKit

public protocol PlayerDelegate: AnyObject {
    func playerDidFinish()
}

/// A public class whose `delegate` is internal: no other module can assign it.
public final class Player {
    var delegate: PlayerDelegate?

    func finish() {
        delegate?.playerDidFinish()
    }
}
