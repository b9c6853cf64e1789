import Foundation

/// Module-wide analyses a rule derives from the project index (which classes can become
/// `@Observable`, who assigns each delegate), computed once per index instead of once per file:
/// a rule runs on every file, and an analysis of the whole project per file is quadratic.
///
/// Each analysis has a lock of its own: while one thread computes an analysis (a tenth of a
/// second on a large project), a thread asking for another, or for one already computed, goes
/// on. One lock for all of them made the other job wait out every such computation.
public final class IndexMemo: @unchecked Sendable {
    /// One analysis: computed once under its own lock; concurrent callers of it wait.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: (any Sendable)?
    }

    private let slotsLock = NSLock()
    private var slots: [String: Slot] = [:]
    /// The resolver's answers (`recursiveValue`), which may ask for each other in a cycle.
    private let answersLock = NSRecursiveLock()
    private var answers: [String: any Sendable] = [:]

    public init() {}

    /// The value stored under `key`, computing it (once; concurrent callers of the same key
    /// wait) when absent. An analysis may build on others (`resolved-writes` on `writes`), which
    /// must not build on it in turn: two threads each computing one of a pair that asks for the
    /// other would wait for each other.
    public func value<Value: Sendable>(_ key: String, compute: () -> Value) -> Value {
        let slot = slotsLock.withLock {
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        // Presence first, then the cast: `nil as? String?` succeeds, so a cast of the lookup
        // would take an absent optional value for a stored nil.
        if let stored = slot.value { return stored as! Value }
        let computed = compute()
        slot.value = computed as any Sendable
        return computed
    }

    /// `value` for answers that may ask for each other in a cycle (a property's type through
    /// another property's, which may come back to the first): all of them share one recursive
    /// lock, so a cycle is computed again on the thread that entered it (its own depth limit
    /// ends it) instead of waiting for another thread. They must not ask for a `value`.
    func recursiveValue<Value: Sendable>(_ key: String, compute: () -> Value) -> Value {
        answersLock.lock()
        defer { answersLock.unlock() }
        if let stored = answers[key] { return stored as! Value }
        let computed = compute()
        answers[key] = computed
        return computed
    }
}
