import Foundation

/// Builds a `ProjectIndex` from a run's files, in parallel: only files containing one of the
/// interest's triggers are parsed, each once; the trees of files the rewrite phase will need
/// are handed over (up to a memory budget) so those files are not parsed twice.
public struct IndexBuilder: Sendable {
    /// Source bytes whose trees may be kept for the rewrite phase; beyond it, trees are dropped
    /// and those files parsed again. A tree takes tens of times its source in memory (measured:
    /// 32 MB of source kept = 644 MB peak on a 10-app corpus, 2 MB = 190 MB), and keeping more
    /// saved no measurable time there, so the budget is small.
    public static let keptSourceBudget = 2 << 20

    public let interest: IndexInterest
    public let jobs: Int
    /// Where and for how long each file's parse may run (a big-stack thread, its time budget).
    public var parsing = IndexParsing()
    /// Called (from worker threads) with the files looked at so far of `collectFacts`'s list.
    public var onProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    private let triggers: TriggerSet

    public init(interest: IndexInterest, jobs: Int) {
        self.interest = interest
        self.jobs = max(1, jobs)
        self.triggers = TriggerSet([interest.triggers])
    }

    /// `read` returns a file's text (nil: excluded or unreadable; the rewrite phase reports
    /// it); `keepTree` says whether the rewrite phase will parse the file too; `inspect` is
    /// given each clean tree parsed here (not a file whose facts come from the cache).
    public func build(
        files: [SourceFile], read: @escaping @Sendable (SourceFile) -> SourceText?, keepTree: @escaping @Sendable (SourceText) -> Bool,
        admit: @escaping @Sendable (SourceText) -> Bool = { _ in true }, cache: ResultCache? = nil, prefiltered: Bool = false
    ) -> (index: ProjectIndex, trees: TreeCache, fingerprint: String, facts: [FileFacts]) {
        let built = collectFacts(files: files, read: read, keepTree: keepTree, admit: admit, cache: cache, prefiltered: prefiltered)
        return (ProjectIndex(files: built.facts), built.trees, cache == nil ? "" : Self.fingerprint(built.facts), built.facts)
    }

    /// `build` without the index and fingerprint: for callers that add more facts first
    /// (supertype chains), so both, serial passes over every fact, are made once.
    public func collectFacts(
        files: [SourceFile], read: @escaping @Sendable (SourceFile) -> SourceText?, keepTree: @escaping @Sendable (SourceText) -> Bool,
        admit: @escaping @Sendable (SourceText) -> Bool = { _ in true }, cache: ResultCache? = nil, prefiltered: Bool = false,
        inspect: (@Sendable (SourceFile, ParsedSource) -> Void)? = nil
    ) -> (trees: TreeCache, facts: [FileFacts]) {
        let trees = TreeCache(budget: Self.keptSourceBudget)
        let facts = FactSlots(count: files.count)
        let interest = interest
        let triggers = triggers
        let relevantNames = FactCollector.relevantNames(for: interest)
        let parsing = parsing
        let onProgress = onProgress
        // Each file's parse runs in place on the pool's big-stack threads (`BigStackPool`).
        BigStackPool.forEach(files.count, jobs: jobs) { index in
            defer { onProgress?(facts.finishOne(), files.count) }
            // `prefiltered`: the caller already chose these files by the same triggers.
            guard let source = read(files[index]), prefiltered || triggers.groups(in: source.text)[0], admit(source) else { return }
            let key = cache?.factsKey(path: source.path, text: source.text, interest: interest)
            if let key, let cached = cache?.load(FileFacts.self, key: key) {
                facts.store(cached, at: index)
                return
            }
            // Nil for a parse error (the rewrite phase reports it) or a file out of time
            // (the ledger tells the rewrite phase, which skips it).
            let indexed = parsing.run(files[index].path) { () -> (ParsedSource, FileFacts)? in
                let parsed = ParsedSource(source)
                guard parsed.firstError == nil else { return nil }
                let facts = FactCollector.facts(of: parsed, interest: interest, relevantNames: relevantNames)
                // Within the file's time, as the rest of its look at the tree.
                inspect?(files[index], parsed)
                return (parsed, facts)
            }
            guard let (parsed, collected) = indexed else { return }
            facts.store(collected, at: index)
            if let key { cache?.store(collected, key: key) }
            if keepTree(source) { trees.keep(parsed, for: files[index].path) }
        }
        return (trees, facts.values())
    }

    /// A hash of every fact, for cache keys of results that may depend on any of them.
    static func fingerprint(_ facts: [FileFacts]) -> String {
        var hash = StableHash()
        for file in facts.sorted(by: { $0.path < $1.path }) { StructureHasher.combine(file, into: &hash) }
        return hash.hex
    }
}

/// Trees parsed by the index phase, waiting for the rewrite phase; each is taken once.
public final class TreeCache: @unchecked Sendable {
    private let lock = NSLock()
    private let budget: Int
    private var used = 0
    private var trees: [String: ParsedSource] = [:]

    public init(budget: Int) { self.budget = budget }

    func keep(_ parsed: ParsedSource, for path: String) {
        lock.withLock {
            let size = parsed.source.text.utf8.count
            guard used + size <= budget else { return }
            used += size
            trees[path] = parsed
        }
    }

    /// The tree kept for `path`, if it was parsed from exactly `source`'s text.
    public func take(_ path: String, matching source: SourceText) -> ParsedSource? {
        lock.withLock {
            guard let parsed = trees.removeValue(forKey: path) else { return nil }
            used -= parsed.source.text.utf8.count
            return parsed.source.text == source.text && parsed.source.path == source.path ? parsed : nil
        }
    }
}

private final class FactSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileFacts?]
    private var finished = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Counts a file as done; returns how many are.
    func finishOne() -> Int {
        lock.withLock {
            finished += 1
            return finished
        }
    }

    func store(_ facts: FileFacts, at index: Int) { lock.withLock { slots[index] = facts } }

    func values() -> [FileFacts] { lock.withLock { slots.compactMap { $0 } } }
}
