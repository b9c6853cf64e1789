import Foundation

/// Progress on stderr: on a terminal one line rewritten in place (repository i/N, files
/// done/total, elapsed); otherwise one plain line per finished repository.
public final class BatchProgress: @unchecked Sendable {
    private let interactive: Bool
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private let started = Date()
    private var lastDraw = Date.distantPast

    public init(interactive: Bool, write: @escaping @Sendable (String) -> Void) {
        self.interactive = interactive
        self.write = write
    }

    private var elapsed: String { String(format: "%.1fs", Date().timeIntervalSince(started)) }

    /// Files done within the current repository; drawn at most ten times a second.
    public func files(_ done: Int, of total: Int, repository: Repository, index: Int, count: Int) {
        guard interactive else { return }
        lock.withLock {
            guard done == total || Date().timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = Date()
            write("\r\u{1B}[K[\(index)/\(count)] \(repository.name)  files \(done)/\(total)  \(elapsed)")
        }
    }

    public func finished(_ result: RepositoryResult, index: Int, count: Int, resumed: Bool) {
        let state: String
        if resumed {
            state = "skipped (complete result from an earlier run)"
        } else if result.status == .failed {
            state = "failed: \(result.error ?? "")"
        } else {
            state = "ok, \(Plural.counted(result.files.scanned, "file")), \(result.files.changed) changed, " + String(format: "%.1fs", result.durationSeconds)
        }
        // The caller writes progress as it is (it draws with escapes): what it quotes is escaped here.
        let line = ControlCharacters.escaped("[\(index)/\(count)] \(result.name): \(state)"
            + (result.notes ?? []).map { "\n  note: \(result.name): \($0)" }.joined())
        // A line with notes stays on screen (the next redraw would erase the last line).
        let keep = index == count || result.status == .failed || result.notes != nil
        lock.withLock { write(interactive ? "\r\u{1B}[K" + line + (keep ? "\n" : "") : line + "\n") }
    }
}
