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

    /// Each slot is written by one thread and read after `concurrentPerform` returns, which
    /// orders the writes before the reads.
    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}
