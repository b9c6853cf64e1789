import Foundation

extension MigrationRun {
    /// Cross-file facts for the rules; `run(files:)` builds it when a rule asks for facts
    /// (reading it builds an index left for later, see `lazyIndex`).
    public var index: ProjectIndex {
        get { lazyIndex?.value.index ?? builtIndex }
        set { (builtIndex, lazyIndex) = (newValue, nil) }
    }

    /// Trees the index phase parsed, reused by the rewrite phase; taking them never builds a
    /// lazy index.
    var trees: TreeCache? {
        get { lazyIndex.map { $0.ifBuilt?.trees } ?? builtTrees }
        set { builtTrees = newValue }
    }

    /// The index when it is at hand: nil while a lazy one is not built yet.
    var indexIfBuilt: ProjectIndex? { lazyIndex.map { $0.ifBuilt?.index } ?? builtIndex }

    /// The index phase: the facts the enabled rules asked for, from the files that mention
    /// their index triggers (excluded files are never read).
    ///
    /// With a result cache, the run first hashes its inputs (every Swift file's bytes, the
    /// storyboards and Info.plists the rules read, the rules): inputs seen before give the index
    /// fingerprint of that run from the cache, and the index itself is built only if some file's
    /// result misses. An unchanged tree is then answered from cached results without parsing.
    mutating func buildIndex(over files: [SourceFile]) {
        guard !IndexInterest.forRules(rules).isEmpty else { return }
        let start = DispatchTime.now()
        let prescreen = TriggerPrescreen(ruleIDs: Set(rules.map(\.id)))
        let read = indexReader()
        let candidates = IndexCandidates.scan(
            files, rules: rules, jobs: jobs, read: read, prescreen: prescreen, digests: cache != nil,
            progress: reporter(forStep: "scanning"))
        self.prescreen = prescreen
        timings.record("trigger scan", since: start)
        let phase = IndexPhase(
            rules: rules, jobs: jobs, cache: cache, roots: indexRoots, timings: timings, files: files, candidates: candidates, read: read,
            parsing: IndexParsing(timeBudget: limits.timeBudget, ledger: fileTime), warnings: warnings,
            progress: reporter(forStep: "indexing"))
        guard let cache else {
            let built = phase.build()
            (index, trees) = (built.index, built.trees)
            return
        }
        let inputsKey = phase.inputsKey(cache)
        if let summary = cache.load(IndexSummary.self, key: inputsKey) {
            indexFingerprint = summary.fingerprint
            // The index may never be built in this run: its warnings come from the one that was.
            for warning in summary.warnings { warnings.add(warning) }
            lazyIndex = LazyProjectIndex { phase.build() }
            return
        }
        let built = phase.build()
        (index, trees, indexFingerprint) = (built.index, built.trees, built.fingerprint)
        cache.store(IndexSummary(fingerprint: built.fingerprint, warnings: built.warnings), key: inputsKey)
    }

    /// `stepProgress` for one step; nil when no progress is shown.
    private func reporter(forStep step: String) -> (@Sendable (_ done: Int, _ total: Int) -> Void)? {
        guard let stepProgress else { return nil }
        return { done, total in stepProgress(step, done, total) }
    }

    /// Reads a file for the index; nil for what the rewrite phase reports instead (excluded,
    /// too large, unreadable, not UTF-8).
    private func indexReader() -> @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)? {
        let settings = settings
        let limits = limits
        return { file in
            if let settings, settings.isExcludedOrInvalid(settingsPaths[file.path] ?? file.path) { return nil }
            guard limits.sizeProblem(file.path, display: file.displayPath) == nil,
                  let bytes = try? FileStore.read(file.path),
                  let source = try? SourceText.decode(path: file.displayPath, bytes: bytes) else { return nil }
            return (bytes, source)
        }
    }
}

/// An index whose inputs matched a cached run: built on first need only.
final class LazyProjectIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var built: IndexPhase.Built?
    private let make: @Sendable () -> IndexPhase.Built

    init(_ make: @escaping @Sendable () -> IndexPhase.Built) { self.make = make }

    /// Builds it if needed (call from one thread: the build runs its own parallel loops).
    var value: IndexPhase.Built {
        lock.withLock {
            if let built { return built }
            let made = make()
            built = made
            return made
        }
    }

    /// The index if it was built already; never builds it.
    var ifBuilt: IndexPhase.Built? { lock.withLock { built } }
}
