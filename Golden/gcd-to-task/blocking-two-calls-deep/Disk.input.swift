import Foundation

final class Disk {
    private let condition = NSCondition()
    private var busy = false

    func write(_ data: Data) {
        condition.lock()
        while busy { condition.wait() }
        busy = true
        condition.unlock()
    }
}
