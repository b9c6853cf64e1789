/// The spans of the phases `RunTimings` recorded, so a phase that runs inside another is not
/// counted twice: a run whose inputs the cache knew builds its index only when a file's result
/// misses, inside "rewrite" (or "settle and write"), and the index phases record their own time
/// there. Each instant goes to the phase recorded first (the inner one, which ends first); the
/// outer phase keeps the rest. The phases then add up to at most the run's wall time, and
/// `--timings`' "everything else" is never negative.
struct PhaseIntervals {
    private var spans: [(start: UInt64, end: UInt64)] = []

    /// Nanoseconds of `start..<end` no earlier span covers; records the span.
    mutating func uncovered(from start: UInt64, to end: UInt64) -> UInt64 {
        guard end > start else { return 0 }
        let overlaps = spans.compactMap { span -> (start: UInt64, end: UInt64)? in
            let from = max(span.start, start), to = min(span.end, end)
            return from < to ? (from, to) : nil
        }.sorted { $0.start < $1.start }
        var covered: UInt64 = 0
        var cursor = start
        for overlap in overlaps where overlap.end > cursor {
            covered += overlap.end - max(overlap.start, cursor)
            cursor = overlap.end
        }
        spans.append((start, end))
        return end - start - covered
    }
}
