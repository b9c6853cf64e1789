import Foundation

/// One file's time budget (`--file-timeout`) covers all its work: the index phase's parse and
/// fact collection and then the rewrite phase. The ledger remembers, per file (by the path it
/// is read from), the seconds the index phase spent on it and whether it ran out, so the
/// rewrite phase gets only what is left, and a file that timed out is not parsed again.
public final class FileTimeLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var spent: [String: Double] = [:]
    private var timedOut: Set<String> = []

    public init() {}

    func record(_ path: String, seconds: Double, timedOut didTimeOut: Bool) {
        lock.withLock {
            spent[path, default: 0] += seconds
            if didTimeOut { timedOut.insert(path) }
        }
    }

    /// What is left of `budget` for the file; nil for no limit; zero or less when none is left.
    func remaining(of budget: Double?, for path: String) -> Double? {
        guard let budget else { return nil }
        return lock.withLock { timedOut.contains(path) ? 0 : budget - (spent[path] ?? 0) }
    }
}

/// How the index phase runs a file's parse and fact collection: on a big-stack thread (deep
/// trees recurse in the parser and in visitors, far past a dispatch or main thread's stack),
/// within what is left of the file's time budget.
public struct IndexParsing: Sendable {
    public var timeBudget: Double?
    public var ledger: FileTimeLedger?

    public init(timeBudget: Double? = nil, ledger: FileTimeLedger? = nil) {
        self.timeBudget = timeBudget
        self.ledger = ledger
    }

    /// `body`'s value; nil when it returned nil, or the file's time ran out (recorded).
    func run<Value: Sendable>(_ path: String, _ body: @escaping @Sendable () -> Value?) -> Value? {
        let remaining = ledger?.remaining(of: timeBudget, for: path) ?? timeBudget
        if let remaining, remaining <= 0 { return nil }
        let start = DispatchTime.now()
        let outcome = BigStackThreads.attempt(timeout: remaining, body)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        // No thread (out of memory) is not a time-out: the rewrite phase tries again and says so.
        if case .timedOut = outcome { ledger?.record(path, seconds: seconds, timedOut: true) } else { ledger?.record(path, seconds: seconds, timedOut: false) }
        if case .finished(let value) = outcome { return value }
        return nil
    }
}
