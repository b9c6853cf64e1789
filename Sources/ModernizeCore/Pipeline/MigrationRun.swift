import Foundation

/// Runs the enabled rules over files, in parallel, writing (apply) or diffing (dry run).
public struct MigrationRun: Sendable {
    public enum Mode: Sendable { case dryRun, apply }

    public var rules: [any Codemod]
    public var options: RuleOptions
    public var mode: Mode
    public var jobs: Int
    public var colorDiff: Bool
    /// Per-file rules and options from `.modernize.json` files and build settings; when nil,
    /// every file gets `rules` and `options`.
    public var settings: SettingsResolver?
    /// Cross-file facts for the rules (`index`, in MigrationRun+Index.swift), when built now.
    var builtIndex: ProjectIndex = .empty
    /// Set instead of `builtIndex` when the result cache knew the index's fingerprint: built
    /// only when a file's result is not in the cache.
    var lazyIndex: LazyProjectIndex?
    /// Trees the index phase parsed (`trees`), reused by the rewrite phase.
    var builtTrees: TreeCache?
    /// Files the index phase found no rule trigger in: not read again.
    var prescreen: TriggerPrescreen?
    /// Results and index facts of earlier runs (`--no-cache` / `--cache-path`); nil: none.
    public var cache: ResultCache?
    /// Hash of the project index, part of every cached result's key.
    var indexFingerprint = ""
    /// When set (`--changed-since`, `--staged`), only these files (absolute, standardized)
    /// are migrated; the index still reads every file, since facts live anywhere.
    public var onlyFiles: Set<String>?
    /// Directories whose storyboards and xibs the index reads (the given directories, or the
    /// repository in `batch`), when a rule asks for Interface Builder facts.
    public var indexRoots: [String] = []
    /// Phase timings of the latest run (shared by copies of this run), for `--timings`.
    public let timings = RunTimings()
    /// Warnings about inputs no migrated file owns (shared by copies of this run).
    public let warnings = RunWarnings()
    /// Each file's time the index phase used, charged to its `--file-timeout` budget.
    let fileTime = FileTimeLedger()
    /// Migrate files whose header says they are generated (skipped by default); `settings`,
    /// when set, decides per file instead.
    public var includeGenerated = false
    /// Size, nesting and time bounds per file.
    public var limits = FileLimits()
    /// Rule ids `// modernize:` comments may name; others are reported (nil: not checked).
    public var knownRuleIDs: Set<String>?
    /// Offered each site before it applies (`review`); set by `review(paths:reviewer:)`.
    var reviewer: (any SiteReviewer)?
    /// Sites the user's build rejected (`--verify`): reported instead of applied. Results
    /// are neither read from nor written to the cache while any are set.
    public var buildRejections = BuildRejections()
    /// Records every file `apply` writes with its original bytes, so `--verify` can put the
    /// tree back; nil: not recorded.
    public var journal: WriteJournal?
    /// Progress of the steps before the rewrite phase (`scanning`, `indexing`: step, done,
    /// total), called from worker threads; set by `run(paths:progress:)`.
    public var stepProgress: (@Sendable (_ step: String, _ done: Int, _ total: Int) -> Void)?
    /// Tree roots (the directories `TreeLock` locks) where `apply` keeps the journal of the
    /// changes across files it writes (`GroupJournal`); empty: no journal is written.
    public var journalRoots: [String] = []
    /// Display path -> path on disk of every file of the run, when a build index is open.
    var readPaths: [String: String] = [:]
    /// `--type-report`: records every type question rules ask (results are then not read from
    /// the cache, which does not keep the questions); nil: not recorded.
    public var typeQuestions: TypeQuestionLog?
    /// Read paths whose settings are those of another file: text read from stdin is migrated
    /// from a temporary file as the file it stands for (`run(standardInput:as:)`).
    var settingsPaths: [String: String] = [:]
    /// Which store the user's build wrote to read exact facts from (`--build-index`); `.none`:
    /// a source-only run.
    public var buildIndexRequest = BuildIndexRequest.none
    /// The paths the user gave, above which `--build-index auto` looks for the store.
    var buildIndexPaths: [String] = []
    /// The build index the latest run opened, with its status (shared by copies of this run).
    public let userBuildIndex = RunBuildIndex()
    /// What distinguishes this run beyond its fields (the command line's arguments and
    /// environment): set, a dry run keeps its whole output in the cache and answers from it
    /// while nothing it read changed (`RunMemo`); nil: no memo.
    public var memoIdentity: String?

    public init(rules: [any Codemod], options: RuleOptions, mode: Mode, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, colorDiff: Bool = false) {
        self.rules = rules
        self.options = options
        self.mode = mode
        self.jobs = max(1, jobs)
        self.colorDiff = colorDiff
    }

    public func run(paths: [String], progress: RunProgress? = nil) -> RunReport {
        let (started, startInstant) = (FileStamp.now(), DispatchTime.now())
        let memoKey = memoKey(paths: paths)
        let (discovered, memo) = loadingMemo(key: memoKey, walking: paths)
        let files = discovered.files.map { SourceFile(path: $0, displayPath: $0) }
        var run = self
        run.indexRoots = Self.directories(among: paths)
        run.buildIndexPaths = paths
        let cleanupNotes = removeStaleTemporaries(besides: files)
        let total = files.count
        var onProgress: (@Sendable (Int) -> Void)?
        if let progress {
            onProgress = { done in progress.files(done, of: total) }
            run.stepProgress = { step, done, total in progress.step(step, done, of: total) }
        }
        if let memo, let reports = run.memoizedReports(
            memo, files: files, stamps: discovered.stamps, interfaceFiles: discovered.collected, directoryNames: discovered.directoryNames) {
            // `--timings` says the memo answered: the file walk and its checks are this phase.
            run.timings.record("answered from the run memo", since: startInstant)
            progress?.finish()
            return RunReport(files: reports, pathErrors: discovered.errors, pathNotes: discovered.notes + cleanupNotes)
        }
        let memoInputs = memoKey.map { _ in run.memoInputs(started: started, files: files, stamps: discovered.stamps, interfaceFiles: discovered.collected) }
        let reports = run.run(files: files, progress: onProgress)
        if let memoKey, let memoInputs { run.keepMemo(key: memoKey, files: files, inputs: memoInputs, reports: reports) }
        progress?.finish()
        return RunReport(files: reports, pathErrors: discovered.errors, pathNotes: discovered.notes + cleanupNotes)
    }

    /// Only `apply` writes, so only it tidies up the temp files an earlier killed `apply` left
    /// next to these files. Returns a note per file removed.
    public func removeStaleTemporaries(besides files: [SourceFile]) -> [String] {
        mode == .apply ? FileStore.removeStaleTemporaries(besides: files.map(\.path)) : []
    }

    /// Migrates the file at `path`; `displayPath` (default: `path`) names it in diffs and messages.
    public func process(_ path: String, displayPath: String? = nil) -> FileReport {
        commit(evaluate(path, displayPath: displayPath))
    }

    /// One file's outcome before anything is written or diffed: changes across files are
    /// settled over all files first.
    struct Evaluated: Sendable {
        var report: FileReport
        /// The file's result was not cached and the index is not built yet (`evaluate` with
        /// `buildingIndex: false`): evaluate it again once the index is built.
        var needsIndex = false
        var groupParts: [GroupPart] = []
        /// What `commit` writes or diffs; nil when the file is unchanged.
        var change: (readPath: String, bytes: [UInt8], source: SourceText, newText: String)?
    }

    /// Migrates without writing. `blockedGroups`: changes across files that cannot apply
    /// whole (reported instead; results with them are not cached).
    /// `buildingIndex: false`: a file that needs a lazy index not built yet returns `needsIndex`
    /// instead of building it on this worker thread.
    func evaluate(_ path: String, displayPath: String? = nil, blockedGroups: [String: String] = [:], buildingIndex: Bool = true) -> Evaluated {
        let readPath = path
        let path = displayPath ?? path
        var fileRules = rules
        var fileOptions = options
        var target: DeploymentTarget?
        var includeGenerated = self.includeGenerated
        var severity: [String: Severity] = [:]
        if let settings {
            do {
                let resolved = try settings.settings(for: settingsPaths[readPath] ?? readPath)
                if let pattern = resolved.excludedBy { return Evaluated(report: FileReport(path: path, outcome: .excluded(by: pattern))) }
                (fileRules, fileOptions, target) = (resolved.rules, resolved.options, resolved.target)
                includeGenerated = resolved.includeGenerated
                severity = resolved.severity
            } catch {
                var report = FileReport(path: path, outcome: .skipped(reason: "\(path): skipped: \(error)"))
                report.configError = error
                return Evaluated(report: report)
            }
        }
        if let problem = limits.sizeProblem(readPath, display: path) { return Evaluated(report: FileReport(path: path, outcome: .skipped(reason: problem))) }
        if let untriggered = prescreen?.untriggered(readPath, rules: fileRules) {
            if !includeGenerated, let marker = untriggered.generatedMarker { return Evaluated(report: FileReport(path: path, outcome: .generated(marker: marker))) }
            var report = FileReport(path: path, outcome: .notTriggered)
            report.target = target
            return Evaluated(report: report)
        }
        let bytes: [UInt8]
        let source: SourceText
        do {
            bytes = try FileStore.read(readPath)
            source = try SourceText.decode(path: path, bytes: bytes)
        } catch {
            return Evaluated(report: FileReport(path: path, outcome: .skipped(reason: error.description)))
        }
        if !includeGenerated, let marker = GeneratedFileDetector.marker(in: bytes) {
            return Evaluated(report: FileReport(path: path, outcome: .generated(marker: marker)))
        }
        let parsed = trees?.take(readPath, matching: source)
        // The bytes' digest names them in the cache key and matches them to the index phase's scan.
        let digest = cache != nil || prescreen != nil ? StableHash.of(bytes: bytes) : ""
        let triggeredRules = prescreen?.triggeredRules(readPath, digest: digest, among: fileRules)
            ?? TriggerScan.rulesTriggered(by: source.text, among: fileRules)
        let indexLook = prescreen?.indexLook(readPath, digest: digest)
        // Files no rule looks at cost a byte scan: not worth an entry.
        let worthCaching = cache != nil && buildRejections.isEmpty && typeQuestions == nil
            && (!triggeredRules.isEmpty || FileLimits.hasSuppressionMarker(source.text))
        // The build index's answers for the file are part of what its result rests on.
        let buildToken = builtIndex.buildIndex?.cacheToken(forSourceFile: readPath).map { "|build:" + $0 } ?? ""
        let cacheKey = !worthCaching ? nil : cache?.resultKey(
            path: path, contentDigest: digest, rules: fileRules, options: fileOptions, knownRuleIDs: knownRuleIDs, index: indexFingerprint + buildToken)
        var result: MigrationResult
        if let cacheKey, blockedGroups.isEmpty, let cached = cache?.load(MigrationResult.self, key: cacheKey) {
            result = cached
        } else {
            guard let index = buildingIndex ? index : indexIfBuilt else {
                var pending = Evaluated(report: FileReport(path: path, outcome: .unchanged))
                pending.needsIndex = true
                return pending
            }
            // The index phase used some of the file's time (or all: then it is not parsed again).
            let timeLeft = fileTime.remaining(of: limits.timeBudget, for: readPath)
            if let timeLeft, timeLeft <= 0 { return Evaluated(report: FileReport(path: path, outcome: .skipped(reason: limits.timeoutReason(path)))) }
            switch limits.migrate(
                source, rules: fileRules, options: fileOptions, index: index, parsed: parsed, knownRuleIDs: knownRuleIDs,
                triggeredRules: triggeredRules, indexLook: indexLook, blockedGroups: blockedGroups, reviewer: reviewer, colorDiff: colorDiff,
                buildRejections: buildRejections, timeLeft: timeLeft, typeQuestions: typeQuestions,
                readPath: index.buildIndex == nil ? nil : readPath, readPaths: readPaths, timings: timings) {
            case .finished(let finished): result = finished
            case .skipped(let reason): return Evaluated(report: FileReport(path: path, outcome: .skipped(reason: reason)))  // time-outs: not cached
            }
            if let cacheKey, blockedGroups.isEmpty {
                var stored = result
                if stored.status != .changed { stored.newText = "" }  // restored from the source below
                cache?.store(stored, key: cacheKey)
            }
        }
        if result.status != .changed { result.newText = source.text }
        var report = FileReport(path: path, outcome: .unchanged)
        // A rule's severity from `.modernize.json` applies to what the run leaves; notes about
        // applied rewrites stay notes.
        report.findings = result.findings.map { finding in
            guard !finding.applied, let level = severity[finding.ruleID] else { return finding }
            return finding.with(severity: level)
        }.sorted(by: Finding.reportOrder)
        report.severityOverrides = severity
        report.tierCounts = result.tierCounts
        report.internalErrors = result.internalErrors
        report.suppressedCounts = result.suppressedCounts
        report.target = target
        report.wasParsed = result.status != .notTriggered
        switch result.status {
        case .notTriggered:
            report.outcome = .notTriggered
        case .unchanged:
            report.outcome = .unchanged
        case .internalError:
            report.outcome = .internalError
        case .skippedParseError(let problem):
            report.outcome = .skipped(reason: "\(path):\(problem.position): skipped: parse error: \(problem.message)")
            // Reported as an `error` result (ParseErrorResult), not as a failure of the run.
            report.findings = [ParseErrorResult.finding(problem, path: path, text: source.text)]
        case .changed:
            report.editCounts = result.editCounts
            report.edits = result.appliedEdits
            report.appliedSites = result.appliedSites
            report.outcome = .changed
            return Evaluated(report: report, groupParts: result.groupParts, change: (readPath, bytes, source, result.newText))
        }
        return Evaluated(report: report, groupParts: result.groupParts)
    }

    /// Writes (apply) or diffs (dry run) an evaluated file. `durable: false`: the bytes are not
    /// synced to disk here, for a file a journal covers (it syncs its files when it is removed).
    func commit(_ evaluated: Evaluated, durable: Bool = true) -> FileReport {
        var report = evaluated.report
        guard let change = evaluated.change else { return report }
        switch mode {
        case .dryRun:
            report.diff = UnifiedDiff(color: colorDiff).render(path: report.path, old: change.source.text, new: change.newText)
        case .apply:
            do {
                let written = change.source.encoded(change.newText)
                report.warnings = try FileStore.writeAtomically(written, to: change.readPath, replacing: change.bytes, durable: durable)
                journal?.recordReplacement(path: change.readPath, displayPath: report.path, original: change.bytes, written: written)
            } catch {
                report.outcome = .skipped(reason: error.description)
                report.editCounts = [:]
                report.edits = []
                report.appliedSites = []
            }
        }
        return report
    }
}

/// Thread-safe result storage for the workers.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    func values() -> [Value] { lock.withLock { slots.map { $0! } } }
}
