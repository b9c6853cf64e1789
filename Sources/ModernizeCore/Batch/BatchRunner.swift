import Foundation

/// Everything a batch needs besides the repository list.
public struct BatchOptions: Sendable {
    public var outputDirectory: String
    public var mode: MigrationRun.Mode
    public var resume: Bool
    public var jobs: Int
    public var format: ReportFormat
    /// Every implemented rule; `commandLine` and each repository's `.modernize.json` narrow it.
    public var allRules: [any Codemod]
    public var commandLine: CommandLineSettings
    public var toolVersion: String
    /// Size, nesting and time bounds per file.
    public var limits = FileLimits()
    /// Rule ids `// modernize:` comments may name (nil: not checked).
    public var knownRuleIDs: Set<String>?
    /// Each repository in a child process (nil: in this process).
    public var isolation: RepositoryIsolation?
    /// Recorded in the summary when the batch is one shard of a list.
    public var shard: ShardInfo?
    /// `--verify CMD` (with `--apply`): run in each repository's root, its output in
    /// DIR/<repository>.verify.log; `directory` and `logPath` are set per repository.
    public var verify: VerifySettings?
    /// The result cache's tool identity (`ResultCache.identity`); nil: no cache (`--no-cache`).
    /// Each repository uses the cache `modernize diff REPO` would, so either run warms it.
    public var cacheIdentity: String?
    /// `--build-index auto|none` for every repository (each reads its own store).
    public var buildIndex = BuildIndexRequest.none

    public init(
        outputDirectory: String, mode: MigrationRun.Mode, resume: Bool, jobs: Int, format: ReportFormat,
        allRules: [any Codemod], commandLine: CommandLineSettings, toolVersion: String
    ) {
        self.outputDirectory = outputDirectory
        self.mode = mode
        self.resume = resume
        self.jobs = jobs
        self.format = format
        self.allRules = allRules
        self.commandLine = commandLine
        self.toolVersion = toolVersion
    }

    /// The rules the command line leaves enabled (the summary's columns).
    var rules: [any Codemod] {
        allRules.filter {
            (commandLine.onlyRules?.contains($0.id) ?? true) && !(commandLine.disabledRules?.contains($0.id) ?? false)
        }
    }

    var summaryOptions: BatchSummary.Options {
        BatchSummary.Options(
            mode: mode == .apply ? "apply" : "dry-run", rules: rules.map(\.id),
            minimumIOS: commandLine.minimumIOS?.description, format: format.rawValue,
            includeReview: (commandLine.includeReview ?? .none).summary,
            includeGenerated: commandLine.includeGenerated ?? false,
            verify: mode == .apply ? verify.map { .init(command: $0.command, maxBuilds: $0.maxBuilds, timeoutSeconds: $0.timeout) } : nil)
    }
}

/// Runs the rules over many repositories, one after another (files in parallel within each),
/// writing `DIR/<name>.patch`, a report per `--format`, `DIR/results/<name>.json` (last, as the
/// completion mark `--resume` trusts), and finally `DIR/summary.json` and `DIR/summary.md`.
public struct BatchRunner: Sendable {
    public let options: BatchOptions
    public let progress: BatchProgress?

    public init(options: BatchOptions, progress: BatchProgress?) {
        self.options = options
        self.progress = progress
    }

    private var resultsDirectory: String { options.outputDirectory + "/results" }

    public func run(_ repositories: [Repository]) throws -> BatchSummary {
        let started = Date()
        try FileManager.default.createDirectory(atPath: resultsDirectory, withIntermediateDirectories: true)
        var results: [RepositoryResult] = []
        for (offset, repository) in repositories.enumerated() {
            if options.resume, let earlier = completedResult(for: repository) {
                results.append(earlier)
                progress?.finished(earlier, index: offset + 1, count: repositories.count, resumed: true)
                continue
            }
            var result = processIsolated(repository, index: offset + 1, count: repositories.count)
            BatchFaults.writeRecord(&result, to: resultPath(repository), fingerprint: options.summaryOptions)
            results.append(result)
            progress?.finished(result, index: offset + 1, count: repositories.count, resumed: false)
        }
        var summary = BatchSummary(
            tool: JSONReport.Tool(name: "swift-modernize", version: options.toolVersion),
            options: options.summaryOptions, repositories: results)
        summary.shard = options.shard
        summary.run = BatchSummary.RunTime(startedAt: started, finishedAt: Date())
        BatchFaults.writeSummary(&summary, to: options.outputDirectory)
        return summary
    }

    private func resultPath(_ repository: Repository) -> String { resultsDirectory + "/\(repository.name).json" }

    /// An earlier successful result for the same repository path and options.
    private func completedResult(for repository: Repository) -> RepositoryResult? {
        guard let data = FileManager.default.contents(atPath: resultPath(repository)),
              let record = try? JSONDecoder().decode(ResultRecord.self, from: data),
              record.formatVersion == ResultRecord.currentFormatVersion,
              record.fingerprint == options.summaryOptions,
              record.result.status == .ok, record.result.path == repository.path,
              // Counts it could not have written are not added to this run's.
              BatchSummaryCheck.problem(in: record.result) == nil,
              // Another commit is other code: its counts are not this run's.
              record.result.commit == RepositoryCommit.of(root: repository.absolutePath)
        else { return nil }
        // Its outputs must still be there: a result is complete only with them.
        let outputs = [record.result.patch, record.result.report].compactMap { $0 }
        guard outputs.allSatisfy({ FileManager.default.fileExists(atPath: options.outputDirectory + "/" + $0) }) else { return nil }
        return record.result
    }

    func process(_ repository: Repository, index: Int, count: Int) -> RepositoryResult {
        let started = Date()
        var result = RepositoryResult(name: repository.name, path: repository.path, status: .ok)
        let listing: RepositoryFiles.Listing
        do {
            listing = try RepositoryFiles.list(root: repository.absolutePath)
        } catch {
            result.status = .failed
            result.error = error.description
            removeOutputs(of: repository, keeping: [])
            return result
        }
        result.fileListing = listing.method
        result.commit = RepositoryCommit.of(root: repository.absolutePath)
        if !(listing.fallback + listing.submodules).isEmpty { result.notes = listing.fallback + listing.submodules }
        // Writing in place: one run per repository at a time (see TreeLock).
        let treeLock: TreeLock?
        do { treeLock = options.mode == .apply ? try TreeLock.acquire(roots: [repository.absolutePath]) : nil } catch {
            (result.status, result.error) = (.failed, error.message)
            return result
        }
        defer { treeLock?.release() }
        let root = repository.absolutePath
        // A change across files a killed run left half written: rolled back, or (dry run) refused.
        var recovered = GroupJournalRecovery.Outcome()
        do {
            if treeLock != nil {
                recovered = try GroupJournalRecovery.recover(root: root)
            } else if GroupJournalRecovery.hasJournal(in: root), let probe = try? TreeLock.acquire(roots: [root]) {
                probe.release()
                (result.status, result.error) = (.failed, GroupJournalRecovery.pendingMessage(root: root))
                return result
            }
        } catch {
            (result.status, result.error) = (.failed, error.description)
            return result
        }
        var run = MigrationRun(rules: options.rules, options: RuleOptions(), mode: options.mode, jobs: options.jobs)
        run.indexRoots = [repository.absolutePath]
        run.journalRoots = [root]
        run.limits = options.limits
        run.knownRuleIDs = options.knownRuleIDs
        run.buildIndexRequest = options.buildIndex
        var cacheNote: String?
        if let identity = options.cacheIdentity {
            let directory = ResultCache.defaultDirectory(forRoots: [root])
            do { run.cache = try ResultCache.open(directory: directory, toolIdentity: identity) } catch {
                cacheNote = "result cache not used: \(error)"
            }
        }
        run.settings = SettingsResolver(
            allRules: options.allRules, commandLine: options.commandLine, root: root,
            display: { path in path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path })
        let total = listing.files.count
        let cleanupNotes = run.removeStaleTemporaries(besides: listing.files)
        let migrate = { (run: MigrationRun) in
            run.run(files: listing.files) { done in
                progress?.files(done, of: total, repository: repository, index: index, count: count)
            }
        }
        var files: [FileReport]
        var verifyFailure: String?
        var verifyLog: String?
        if var verify = options.verify, options.mode == .apply {
            verifyLog = "\(repository.name).verify.log"
            verify.directory = root
            verify.logPath = options.outputDirectory + "/" + verifyLog!
            OutputFile.remove(verify.logPath)
            (files, result.verify, verifyFailure) = Self.verified(run, settings: verify, migrate: migrate)
        } else {
            files = migrate(run)
        }
        let report = RunReport(files: files, pathErrors: [], pathNotes: listing.notes + cleanupNotes)
        fill(&result, from: report)
        if let verifyFailure { (result.status, result.error) = (.failed, verifyFailure) }
        result.errors = listing.problems + result.errors
        let warnings = recovered.warnings + recovered.notes + (run.settings?.warnings ?? []) + run.warnings.all + (cacheNote.map { [$0] } ?? [])
        if !warnings.isEmpty { result.notes = (result.notes ?? []) + warnings }
        if !report.configErrors.isEmpty {
            result.status = .failed
            result.error = report.configErrors.map(\.description).joined(separator: "; ")
        }
        var written: [String] = []
        do {
            written = try writeOutputs(report, for: repository)
        } catch {
            result.status = .failed
            result.error = "cannot write results: \(BatchFaults.reason(error))"
        }
        result.patch = written.first { $0.hasSuffix(".patch") }
        result.report = written.first { !$0.hasSuffix(".patch") }
        removeOutputs(of: repository, keeping: written + (verifyLog.map { [$0] } ?? []))
        result.durationSeconds = (Date().timeIntervalSince(started) * 1000).rounded() / 1000
        return result
    }

    /// `batch --apply --verify`: the repository's rewrites kept only where its build accepts
    /// them. On failure no file is kept changed (the reports then list none) and the reason
    /// fails the repository.
    private static func verified(
        _ run: MigrationRun, settings: VerifySettings, migrate: @escaping (MigrationRun) -> [FileReport]
    ) -> (files: [FileReport], verify: JSONReport.Verify, failure: String?) {
        let outcome = VerifyLoop(settings: settings).run { rejections in
            var round = run
            round.buildRejections = rejections
            let journal = WriteJournal(durable: true)  // a killed worker leaves the round journaled
            round.journal = journal
            return (RunReport(files: migrate(round), pathErrors: [], pathNotes: []), journal)
        }
        switch outcome {
        case .verified(let report, let summary):
            return (report.files, JSONReport.Verify(summary, command: settings.command), nil)
        case .failed(let reason, let summary, let problems):
            let restored = problems.isEmpty ? "every file has its original bytes again" : problems.joined(separator: "; ")
            return ([], JSONReport.Verify(summary, command: settings.command), "--verify: \(reason); \(restored)")
        }
    }

    private func fill(_ result: inout RepositoryResult, from report: RunReport) {
        result.files = RepositoryResult.FileCounts(
            scanned: report.scannedFiles.count, changed: report.changedFiles.count,
            skipped: report.skippedFiles.count, excluded: report.excludedFiles.count,
            generated: report.generatedFiles.count)
        let ids = options.rules.map(\.id)
        let counts = report.countsByRule
        for id in Set(ids).union(report.files.flatMap { Array($0.editCounts.keys) + Array($0.suppressedCounts.keys) }) {
            result.rules[id] = counts[id] ?? JSONReport.RuleCounts()
        }
        result.deploymentTargets = report.deploymentTargets.map {
            JSONReport.TargetUse(version: $0.target.version.description, source: $0.target.source, files: $0.files)
        }
        result.errors = report.files.compactMap { file -> String? in
            guard case .skipped(let reason) = file.outcome, file.configError == nil else { return nil }
            return reason
        } + report.internalErrors.map(\.formatted) + report.files.flatMap(\.warnings)
    }

    /// Writes the patch (dry run, when something changes) and the `--format` report; returns
    /// their names in DIR.
    private func writeOutputs(_ report: RunReport, for repository: Repository) throws -> [String] {
        var written: [String] = []
        let directory = options.outputDirectory
        if options.mode == .dryRun {
            let patch = report.files.map(\.diff).joined()
            if !patch.isEmpty {
                try OutputFile.write(patch, to: directory + "/\(repository.name).patch")
                written.append("\(repository.name).patch")
            }
        }
        let metadata = ReportMetadata(
            toolVersion: options.toolVersion, command: "batch", rules: options.rules.map(\.description),
            minimumIOS: options.commandLine.minimumIOS, includeReview: options.commandLine.includeReview ?? .none,
            dryRun: options.mode == .dryRun)
        switch options.format {
        // `batch` refuses the CI formats (diff/apply only); a findings file if one comes anyway.
        case .text, .github, .gitlab, .junit, .checkstyle:
            let lines = report.files.flatMap { file in
                file.internalErrors.map { "error: " + $0.formatted } + file.findings.map(\.formatted)
            }
            if !lines.isEmpty {
                try OutputFile.write(lines.joined(separator: "\n") + "\n", to: directory + "/\(repository.name).findings.txt")
                written.append("\(repository.name).findings.txt")
            }
        case .json:
            try OutputFile.write(JSONReport(report, metadata: metadata).rendered(), to: directory + "/\(repository.name).json")
            written.append("\(repository.name).json")
        case .sarif:
            let sarif = SARIFReport(report, metadata: metadata, baseDirectory: repository.absolutePath)
            try OutputFile.write(sarif.rendered(), to: directory + "/\(repository.name).sarif")
            written.append("\(repository.name).sarif")
        }
        return written
    }

    /// Removes what an earlier run wrote for this repository and this run did not rewrite.
    func removeOutputs(of repository: Repository, keeping written: [String]) {
        for suffix in [".patch", ".findings.txt", ".json", ".sarif", ".verify.log"] where !written.contains(repository.name + suffix) {
            OutputFile.remove(options.outputDirectory + "/" + repository.name + suffix)
        }
    }
}

/// `DIR/results/<name>.json`: a repository's result plus the options it was made with.
struct ResultRecord: Codable {
    static let currentFormatVersion = 1

    var formatVersion = currentFormatVersion
    var fingerprint: BatchSummary.Options
    var result: RepositoryResult

    init(fingerprint: BatchSummary.Options, result: RepositoryResult) {
        self.fingerprint = fingerprint
        self.result = result
    }

    func rendered() -> String { ReportEncoding.encode(self) }
}
