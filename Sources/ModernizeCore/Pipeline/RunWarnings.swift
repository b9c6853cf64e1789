import Foundation

/// Warnings about a run's inputs that belong to no migrated file (a storyboard the index could
/// not read), collected from any thread and shared by copies of the run, for `warning:` lines.
public final class RunWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    public init() {}

    func add(_ message: String) {
        lock.withLock { if !messages.contains(message) { messages.append(message) } }
    }

    /// In the order first reported.
    public var all: [String] { lock.withLock { messages } }
}
