import Foundation

/// Long-lived threads with `FileLimits.stackSize` stacks that run the parse and the rules, one
/// file at a time each: creating a thread per file cost about 0.1 ms, a tenth of a corpus run.
/// A thread still busy when its file's time budget ends is abandoned (never reused); the
/// others go back to the pool.
enum BigStackThreads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [Worker] = []

    nonisolated(unsafe) private static var failedStarts = 0

    /// Runs `body` on a big-stack thread; nil when it did not finish within `timeout` seconds.
    static func run<Value: Sendable>(timeout: Double?, _ body: @escaping @Sendable () -> Value) -> Value? {
        if case .finished(let value) = attempt(timeout: timeout, body) { return value }
        return nil
    }

    enum Outcome<Value> {
        case finished(Value)
        case timedOut
        /// No thread with a `FileLimits.stackSize` stack could be started: the process is out of
        /// (virtual) memory, e.g. under `ulimit -v`.
        case noThread
    }

    /// The message for `Outcome.noThread`, naming the file.
    static func noThreadReason(_ display: String) -> String {
        "\(display): skipped: out of memory: no thread with a \(FileLimits.stackSize >> 20) MB stack could be started to parse it (a memory limit such as `ulimit -v`? each parsing thread reserves \(FileLimits.stackSize >> 20) MB of address space: raise the limit or lower --jobs)"
    }

    /// Runs `body` on a big-stack thread, telling a time-out from a thread that never started.
    /// A thread starts within microseconds; one not running after `startTimeout` seconds never
    /// will (Foundation's `Thread` gives no error when the system refuses it a stack).
    static func attempt<Value: Sendable>(timeout: Double?, _ body: @escaping @Sendable () -> Value) -> Outcome<Value> {
        // On a pool's thread (`BigStackPool`), the body runs in place, watched by the pool.
        if let outcome = BigStackPool.currentLane?.attemptInPlace(timeout: timeout, body) { return outcome }
        var worker = lock.withLock { idle.popLast() }
        if worker == nil {
            let fresh = Worker()
            guard fresh.waitUntilStarted(timeout: startWait) else {
                noteFailedStart()
                return .noThread
            }
            worker = fresh
        }
        guard let worker else { return .noThread }
        let box = ResultBox<Value>()
        worker.submit { box.set(body()) }
        guard let result = box.wait(timeout: timeout) else { return .timedOut }
        lock.withLock { idle.append(worker) }
        return .finished(result)
    }

    /// Starts a thread with a `FileLimits.stackSize` stack running `body`, then ending. The
    /// caller tells whether it started (Foundation gives no error) within `startWait`.
    static func startThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = FileLimits.stackSize
        thread.start()
    }

    /// How long to wait for a new thread to start: after one refusal, later ones are told at
    /// once (a run out of address space does not get it back while it runs).
    static var startWait: Double { lock.withLock { failedStarts } > 0 ? 0.05 : startTimeout }

    static func noteFailedStart() { lock.withLock { failedStarts += 1 } }

    /// How long a new thread may take to start before it is taken as refused.
    static let startTimeout = 5.0

    private final class Worker: @unchecked Sendable {
        private let condition = NSCondition()
        private var job: (@Sendable () -> Void)?
        private var started = false

        init() {
            let thread = Thread { [self] in loop() }
            thread.stackSize = FileLimits.stackSize
            thread.start()
        }

        func waitUntilStarted(timeout: Double) -> Bool {
            condition.withLock {
                let deadline = Date().addingTimeInterval(timeout)
                while !started {
                    if !condition.wait(until: deadline) { return started }
                }
                return true
            }
        }

        func submit(_ job: @escaping @Sendable () -> Void) {
            condition.withLock {
                self.job = job
                condition.broadcast()
            }
        }

        private func loop() -> Never {
            condition.withLock {
                started = true
                condition.broadcast()
            }
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
