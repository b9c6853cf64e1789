import Foundation

/// Module-wide analyses a rule derives from the project index (which classes can become
/// `@Observable`, who assigns each delegate), computed once per index instead of once per file:
/// a rule runs on every file, and an analysis of the whole project per file is quadratic.
public final class IndexMemo: @unchecked Sendable {
    /// Recursive: one analysis may build on another (`resolved-writes` on `writes`).
    private let lock = NSRecursiveLock()
    private var values: [String: any Sendable] = [:]

    public init() {}

    /// The value stored under `key`, computing it (once; concurrent callers wait) when absent.
    public func value<Value: Sendable>(_ key: String, compute: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        // Presence first, then the cast: `nil as? String?` succeeds, so a cast of the lookup
        // would take an absent optional value for a stored nil.
        if let stored = values[key] { return stored as! Value }
        let computed = compute()
        values[key] = computed
        return computed
    }
}
