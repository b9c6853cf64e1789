import UIKit

/// Not main-actor isolated: in Swift 6 mode the `@Sendable` block cannot capture it.
final class Debouncer: NSObject {
    var timer: Timer?

    func schedule() {
        timer = Timer.scheduledTimer(timeInterval: 0.3, target: self, selector: #selector(fire), userInfo: nil, repeats: false)
    }

    @objc func fire() {}
}

final class SearchViewController: BaseViewController {
    var searchTimer: Timer?
    let helper = Helper()

    func search(_ text: String) {
        searchTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(searchTimerFired(_:)), userInfo: text, repeats: false)
    }

    func scheduleOnHelper() {
        searchTimer = Timer.scheduledTimer(timeInterval: 0.5, target: helper, selector: #selector(Helper.run), userInfo: nil, repeats: false)
    }

    func scheduleInherited() {
        searchTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(inheritedTick), userInfo: nil, repeats: false)
    }

    func scheduleCounting() {
        searchTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(countTicks), userInfo: nil, repeats: true)
    }

    func makeUnscheduled() -> Timer {
        Timer(timeInterval: 1, target: self, selector: #selector(countTicks), userInfo: nil, repeats: true)
    }

    nonisolated func scheduleNonisolated() {
        _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(searchTimerFired(_:)), userInfo: nil, repeats: false)
    }

    @objc func searchTimerFired(_ timer: Timer) {
        _ = timer.userInfo as? String
    }

    @objc func countTicks() -> Bool { true }
}

class Helper: NSObject {
    @objc func run() {}
}

class BaseViewController: UIViewController {
    @objc func inheritedTick() {}
}
