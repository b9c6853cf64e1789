import UIKit

final class SyncCoordinator {
    let group = DispatchGroup()
    let semaphore = DispatchSemaphore(value: 1)

    func finish(_ done: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async(group: group) {
            done()
        }
        DispatchQueue.main.async(flags: .barrier) {
            done()
        }
        DispatchQueue.main.async(qos: .userInteractive) {
            done()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, qos: .utility) {
            done()
        }
        group.notify(queue: .main, execute: done)
    }
}
