import UIKit

/// A timer started from a type method: its target `self` is the type, which a block captures
/// strongly (a metatype cannot be weak).
final class Heartbeat {
    private static var timer: Timer?

    static func start() {
        timer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(beat), userInfo: nil, repeats: true)
    }

    @objc static func beat() {}
}
