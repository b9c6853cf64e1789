import Foundation

/// Long-lived threads with `FileLimits.stackSize` stacks that run the parse and the rules, one
/// file at a time each: creating a thread per file cost about 0.1 ms, a tenth of a corpus run.
/// A thread still busy when its file's time budget ends is abandoned (never reused); the
/// others go back to the pool.
enum BigStackThreads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [Worker] = []

    /// Runs `body` on a big-stack thread; nil when it did not finish within `timeout` seconds.
    static func run<Value: Sendable>(timeout: Double?, _ body: @escaping @Sendable () -> Value) -> Value? {
        let worker = lock.withLock { idle.popLast() } ?? Worker()
        let box = ResultBox<Value>()
        worker.submit { box.set(body()) }
        guard let result = box.wait(timeout: timeout) else { return nil }
        lock.withLock { idle.append(worker) }
        return result
    }

    private final class Worker: @unchecked Sendable {
        private let condition = NSCondition()
        private var job: (@Sendable () -> Void)?

        init() {
            let thread = Thread { [self] in loop() }
            thread.stackSize = FileLimits.stackSize
            thread.start()
        }

        func submit(_ job: @escaping @Sendable () -> Void) {
            condition.withLock {
                self.job = job
                condition.signal()
            }
        }

        private func loop() -> Never {
            while true {
                condition.lock()
                while job == nil { condition.wait() }
                let next = job!
                job = nil
                condition.unlock()
                next()
            }
        }
    }
}

final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?

    func set(_ value: Value) {
        condition.withLock {
            result = value
            condition.broadcast()
        }
    }

    func wait(timeout: Double?) -> Value? {
        condition.withLock {
            let deadline = timeout.map { Date().addingTimeInterval($0) }
            while result == nil {
                if let deadline {
                    if !condition.wait(until: deadline) { return result }
                } else {
                    condition.wait()
                }
            }
            return result
        }
    }
}
