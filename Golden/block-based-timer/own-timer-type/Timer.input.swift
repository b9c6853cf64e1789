import UIKit

/// A workout app's own timer: in this module, a bare `Timer` is this class.
final class Timer: NSObject {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    static func scheduledTimer(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        Timer(duration: timeInterval)
    }
}
