import Foundation

/// `diff` / `apply` progress on a terminal: one line on stderr, rewritten in place
/// (`files done/total  elapsed`), shown only once a run has taken a second (short runs stay
/// silent) and erased at the end. Never used when stderr is not a terminal.
public final class RunProgress: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private let started = Date()
    private let delay: TimeInterval
    private var lastDraw = Date.distantPast
    private var drawn = false

    public init(delay: TimeInterval = 1, write: @escaping @Sendable (String) -> Void) {
        self.delay = delay
        self.write = write
    }

    public func files(_ done: Int, of total: Int) {
        lock.withLock {
            let now = Date()
            guard now.timeIntervalSince(started) >= delay, now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            drawn = true
            write("\r\u{1B}[Kfiles \(done)/\(total)  " + String(format: "%.1fs", now.timeIntervalSince(started)))
        }
    }

    /// Erases the line, if one was drawn, before the run's own output.
    public func finish() {
        lock.withLock {
            if drawn { write("\r\u{1B}[K") }
            drawn = false
        }
    }
}
