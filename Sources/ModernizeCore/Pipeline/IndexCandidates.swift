import Foundation

/// The first step of the index phase: every file is read and scanned once, for each rule's own
/// triggers and for the triggers of the facts it asks the index for. A rule whose own triggers
/// occur in no file has no site in this run, so the files only its index triggers name are not
/// parsed (a broad index trigger such as `: UI` costs nothing in a project without the rule's
/// legacy API).
struct IndexCandidates {
    /// Per file (in the run's order): its text when a rule's or an active rule's index
    /// triggers occur in it, else nil.
    var sources: [SourceText?]
    /// The rules with a trigger in at least one file, in the run's order.
    var activeRules: [any Codemod]

    static func scan(
        _ files: [SourceFile], rules: [any Codemod], jobs: Int,
        read: @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)?, prescreen: TriggerPrescreen
    ) -> IndexCandidates {
        let count = rules.count
        // Groups 0..<count: each rule's own triggers; count..<2count: its index triggers.
        let triggers = TriggerSet(rules.map(\.triggers) + rules.map(\.indexInterest.triggers))
        let slots = ScanSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, files.count))) { _ in
            while let index = slots.nextIndex() {
                guard let (bytes, source) = read(files[index]) else { continue }
                let found = triggers.groups(in: source.text)
                let ruleHit = found[..<count].contains(true)
                if !ruleHit, !FileLimits.hasSuppressionMarker(source.text) { prescreen.record(files[index].path, bytes: bytes) }
                guard found.contains(true) else { continue }
                slots.store(source, hits: found, at: index)
            }
        }
        let (sources, hits) = slots.values()
        let active = (0..<count).filter { rule in hits.contains { $0?[rule] == true } }
        let wanted = sources.indices.map { index -> SourceText? in
            guard let found = hits[index] else { return nil }
            return found[..<count].contains(true) || active.contains { found[count + $0] } ? sources[index] : nil
        }
        return IndexCandidates(sources: wanted, activeRules: active.map { rules[$0] })
    }
}

private final class ScanSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [SourceText?]
    private var hits: [[Bool]?]
    private var next = 0

    init(count: Int) {
        sources = Array(repeating: nil, count: count)
        hits = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < sources.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func store(_ source: SourceText, hits found: [Bool], at index: Int) {
        lock.withLock {
            sources[index] = source
            hits[index] = found
        }
    }

    func values() -> ([SourceText?], [[Bool]?]) { lock.withLock { (sources, hits) } }
}
