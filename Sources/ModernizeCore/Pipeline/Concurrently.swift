import Foundation

/// Two independent computations, on two threads when `parallel` (a run with jobs to spare),
/// else one after the other on this thread.
enum Concurrently {
    static func both<First: Sendable, Second: Sendable>(
        parallel: Bool, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        guard parallel else { return (first(), second()) }
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { slot in
            if slot == 0 { results.first = first() } else { results.second = second() }
        }
        return (results.first!, results.second!)
    }

    /// `transform` of each item, in order: on this thread and one thread of its own, each taking
    /// the next item left. Not GCD's pool: inside `both` (or any `concurrentPerform`) its width
    /// is used up, and a nested `concurrentPerform` runs everything on the calling thread.
    static func map<Item: Sendable, Value: Sendable>(_ items: [Item], onTwoThreads: Bool, _ transform: @escaping @Sendable (Item) -> Value) -> [Value] {
        guard onTwoThreads, items.count > 1 else { return items.map(transform) }
        let slots = ResultSlots<Value>(count: items.count)
        let taken = Counter()
        let work: @Sendable () -> Void = {
            while case let index = taken.increment() - 1, index < items.count { slots.store(transform(items[index]), at: index) }
        }
        let done = DispatchSemaphore(value: 0)
        Thread {
            work()
            done.signal()
        }.start()
        work()
        done.wait()
        return slots.values()
    }

    /// Each slot is written by one thread and read after `concurrentPerform` returns, which
    /// orders the writes before the reads.
    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}
