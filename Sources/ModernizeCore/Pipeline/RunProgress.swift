import Foundation

/// `diff` / `apply` progress on a terminal: one line on stderr, rewritten in place
/// (`scanning done/total`, `indexing done/total`, then `files done/total`, each with the time
/// elapsed), shown only once a run has taken a second (short runs stay silent) and erased at
/// the end. Never used when stderr is not a terminal.
public final class RunProgress: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private let started = Date()
    private let delay: TimeInterval
    private var lastDraw = Date.distantPast
    private var drawn = false
    private var lastStep = ""

    public init(delay: TimeInterval = 1, write: @escaping @Sendable (String) -> Void) {
        self.delay = delay
        self.write = write
    }

    /// The rewrite phase: files migrated of those selected.
    public func files(_ done: Int, of total: Int) {
        step("files", done, of: total)
    }

    /// A step before the rewrite phase (`scanning`: files read for rule triggers; `indexing`:
    /// files parsed for project facts), so a big project shows progress from the first second.
    public func step(_ name: String, _ done: Int, of total: Int) {
        lock.withLock {
            let now = Date()
            // At most ten draws a second, but a step's first and last counts are always drawn.
            let milestone = name != lastStep || done == total
            guard now.timeIntervalSince(started) >= delay, milestone || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            lastStep = name
            drawn = true
            write("\r\u{1B}[K\(name) \(done)/\(total)  " + String(format: "%.1fs", now.timeIntervalSince(started)))
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
