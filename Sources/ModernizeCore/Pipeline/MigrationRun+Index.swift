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
        openUserBuildIndex(over: files)
        guard !IndexInterest.forRules(rules).isEmpty else { return }
        let start = DispatchTime.now()
        let prescreen = TriggerPrescreen(ruleIDs: rules.map(\.id))
        self.prescreen = prescreen
        let read = indexReader()
        // With a cache, the files are first only hashed: when the inputs match a cached run,
        // its trigger scan is restored and nothing else is read before the rewrite phase.
        var digests: [String?]?
        var inputsKey: String?
        if let cache {
            // With jobs to spare, the storyboards and Info.plists are walked and hashed meanwhile
            // (a serial walk of the whole tree).
            let (rules, roots, jobs, readBytes, progress) = (rules, indexRoots, jobs, indexByteReader(), reporter(forStep: "hashing"))
            let (interfaceInputs, hashed) = Concurrently.both(
                parallel: jobs > 1,
                { IndexPhase.interfaceInputs(rules: rules, roots: roots) },
                { IndexCandidates.digests(files, jobs: jobs, readBytes: readBytes, progress: progress) })
            let key = IndexPhase.inputsKey(
                cache, rules: rules, roots: indexRoots, files: files, digests: hashed, interfaceInputs: interfaceInputs)
            if let summary = cache.load(IndexSummary.self, key: key) {
                prescreen.restore(summary.triggers, files: files, digests: hashed)
                timings.record("trigger scan", since: start)
                indexFingerprint = summary.fingerprint
                // The index may never be built in this run: its warnings come from the one that was.
                for warning in summary.warnings { warnings.add(warning) }
                let run = self
                lazyIndex = LazyProjectIndex {
                    // Scanned again into a prescreen nobody reads: the restored one already holds it.
                    let candidates = IndexCandidates.scan(
                        files, rules: run.rules, jobs: run.jobs, read: read, prescreen: TriggerPrescreen(ruleIDs: run.rules.map(\.id)))
                    var built = run.indexPhase(files: files, candidates: candidates, read: read).build()
                    built.index.buildIndex = run.builtIndex.buildIndex
                    return built
                }
                return
            }
            (digests, inputsKey) = (hashed, key)
        }
        let candidates = IndexCandidates.scan(
            files, rules: rules, jobs: jobs, read: read, prescreen: prescreen, digests: cache != nil,
            progress: reporter(forStep: "scanning"))
        timings.record("trigger scan", since: start)
        var phase = indexPhase(files: files, candidates: candidates, read: read)
        // The type report counts the questions of every triggered rule, so none is left out.
        if typeQuestions == nil { phase.cleanParses = prescreen }
        var built = phase.build()
        built.index.buildIndex = builtIndex.buildIndex
        (index, trees) = (built.index, built.trees)
        guard let cache, let digests, let inputsKey else { return }
        indexFingerprint = built.fingerprint
        // Stored only when the scan read the very bytes the key was made from (a file edited
        // between the two reads would otherwise pair its old digest with its new triggers).
        let sameBytes = zip(digests, candidates.digests).allSatisfy { hashed, scanned in scanned == nil || hashed == scanned }
        guard sameBytes else { return }
        cache.store(
            IndexSummary(fingerprint: built.fingerprint, warnings: built.warnings, triggers: prescreen.snapshot(files: files)), key: inputsKey)
    }

    private func indexPhase(
        files: [SourceFile], candidates: IndexCandidates, read: @escaping @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)?
    ) -> IndexPhase {
        IndexPhase(
            rules: rules, jobs: jobs, cache: cache, roots: indexRoots, timings: timings, files: files, candidates: candidates, read: read,
            parsing: IndexParsing(timeBudget: limits.timeBudget, ledger: fileTime), warnings: warnings,
            progress: reporter(forStep: "indexing"), linkingProgress: reporter(forStep: "linking"))
    }

    /// `stepProgress` for one step; nil when no progress is shown.
    private func reporter(forStep step: String) -> (@Sendable (_ done: Int, _ total: Int) -> Void)? {
        guard let stepProgress else { return nil }
        return { done, total in stepProgress(step, done, total) }
    }

    /// Reads a file for the index; nil for what the rewrite phase reports instead (excluded,
    /// too large, unreadable, not UTF-8).
    private func indexReader() -> @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)? {
        let readBytes = indexByteReader()
        return { file in
            guard let bytes = readBytes(file), let source = try? SourceText.decode(path: file.displayPath, bytes: bytes) else { return nil }
            return (bytes, source)
        }
    }

    /// A file's bytes, undecoded; nil when excluded, too large or unreadable.
    private func indexByteReader() -> @Sendable (SourceFile) -> [UInt8]? {
        let settings = settings
        let limits = limits
        let settingsPaths = settingsPaths
        return { file in
            if let settings, settings.isExcludedOrInvalid(settingsPaths[file.path] ?? file.path) { return nil }
            guard limits.sizeProblem(file.path, display: file.displayPath) == nil else { return nil }
            return try? FileStore.read(file.path)
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
