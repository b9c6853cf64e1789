import ArgumentParser
import Foundation
import ModernizeCore
import Rewrites

/// Options shared by `apply` and `diff`.
struct MigrationOptions: ParsableArguments {
    @Argument(help: "Swift files or directories (searched recursively for *.swift, skipping .build, .git, Pods, Carthage, DerivedData, .swiftpm).")
    var paths: [String]

    @OptionGroup var rules: RuleSelectionOptions

    @OptionGroup var cacheOptions: CacheOptions

    @Flag(help: "No summary, notes or progress line on stderr (notes include findings of severity note); errors and warnings are still printed, and stdout is unchanged.")
    var quiet = false

    /// Runs the migration and prints findings, errors and the summary; returns the exit code.
    /// `verify`: keep only the rewrites that build (`apply --verify`).
    /// `maxAnnotations`, `onlyChangedLines`: `ResultOptions` (diff and apply).
    func execute(
        mode: MigrationRun.Mode, colorDiff: Bool, verify: VerifySettings? = nil, maxAnnotations: Int? = GitHubAnnotations.defaultLimit,
        onlyChangedLines: Bool = false
    ) throws -> Int32 {
        let command = mode == .dryRun ? "diff" : "apply"
        // Two writing runs on one tree would race; the second stops before reading anything.
        let lock: TreeLock?
        do { lock = mode == .apply ? try TreeLock.acquire(forPaths: paths) : nil } catch {
            Console.error("error: \(error)")
            return ModernizeCore.ExitStatus.error
        }
        defer { lock?.release() }
        // A change across files a killed run left half written: rolled back (apply) or refused (diff).
        guard mode == .apply ? JournalCLI.recover(paths: paths, quiet: quiet) : JournalCLI.checkNothingPending(paths: paths) else {
            return ExitStatus.error
        }
        if let path = rules.writeBaseline {
            // Checked before anything runs: a refused target must not follow an applied run.
            do { try BaselineTarget.check(path) } catch {
                Console.error("error: --write-baseline \(error)")
                return ExitStatus.error
            }
        }
        guard let run = try makeRun(mode: mode, colorDiff: colorDiff) else { return ExitStatus.error }
        let cwd = FileManager.default.currentDirectoryPath
        let started = DispatchTime.now()
        // A diff naming a file outside the current directory would not apply: refuse those.
        let outside = mode == .dryRun && rules.format == .text ? paths.filter(FileDiscovery.isOutsideCurrentDirectory) : []
        // MODERNIZE_PROGRESS_DELAY (seconds, default 1): when the line appears; tests set 0.
        let delay = ProcessInfo.processInfo.environment["MODERNIZE_PROGRESS_DELAY"].flatMap(Double.init) ?? 1
        let progress = !quiet && Console.stderrIsTerminal ? RunProgress(delay: delay) { Console.error($0, newline: false, escaping: false) } : nil
        var report: RunReport
        var verifySummary: VerifySummary?
        if let verify {
            switch VerifyCLI.run(run, paths: paths, settings: verify, quiet: quiet) {
            case .verified(let verified, let summary): (report, verifySummary) = (verified, summary)
            case .failed: return ExitStatus.error
            }
        } else {
            report = run.run(paths: paths.filter { !outside.contains($0) }, progress: progress)
        }
        report.pathErrors += outside.map { "\($0): outside the current directory, so the diff could not name it for `git apply`; run modernize from a directory that contains it" }
        let dryRun = mode == .dryRun
        // Written before any filter: refreshing a baseline while passing it writes the whole set.
        let baselineToWrite = rules.writeBaseline == nil ? nil : Baseline(report.siteResults(dryRun: dryRun, includeAccepted: true))
        guard ResultGate.filter(&report, dryRun: dryRun, baseline: rules.baseline, onlyChangedLines: onlyChangedLines ? rules.changedSelection : nil,
                                directory: paths.first.map(Self.directory(of:)) ?? ".", quiet: quiet) else { return ExitStatus.error }
        let metadata = ReportMetadata(
            toolVersion: Modernize.version, command: command, rules: try rules.selectedRules().map(\.description),
            minimumIOS: try rules.commandLineSettings().minimumIOS,
            includeReview: try rules.reviewSelection() ?? .none)
        switch rules.format {
        case .text:
            if mode == .dryRun {
                for file in report.files where !file.diff.isEmpty { Console.raw(file.diff) }
            }
        case .json:
            var json = JSONReport(report, metadata: metadata)
            json.verify = verifySummary.map { JSONReport.Verify($0, command: verify?.command ?? "") }
            Console.raw(json.rendered())
        case .sarif:
            Console.raw(SARIFReport(report, metadata: metadata, baseDirectory: cwd).rendered())
        case .github:
            Console.raw(GitHubAnnotations(report, dryRun: dryRun, rules: metadata.rules, limit: maxAnnotations).rendered())
        }
        for error in report.pathErrors { Console.error("error: \(error)") }
        if !quiet { for note in report.pathNotes { Console.error("note: \(note)") } }
        for error in report.configErrors { Console.error("error: \(error)") }
        for warning in (run.settings?.warnings ?? []) + run.warnings.all { Console.error("warning: \(warning)") }
        if !quiet, let rejected = run.cache?.rejected, rejected > 0 {
            Console.error("note: result cache: \(rejected) entr\(rejected == 1 ? "y" : "ies") failed authentication (edited, or not written by this user); ignored as misses (\(run.cache!.directory))")
        }
        for file in report.files {
            if case .skipped(let reason) = file.outcome, file.configError == nil { Console.error("warning: \(reason)") }
            for error in file.internalErrors { Console.error("error: \(error.formatted)") }
            for warning in file.warnings { Console.error("warning: \(warning)") }
            // Machine-readable formats carry the findings themselves.
            // `--quiet` keeps warnings and errors, drops notes.
            if rules.format == .text { for finding in file.findings where !(quiet && finding.severity == .note) { Console.error(finding.formatted) } }
        }
        let summary = SummaryRenderer(ruleIDs: try rules.selectedRules().map(\.id)).render(report, dryRun: mode == .dryRun)
        if !quiet { Console.error(summary) }  // stdout is for data (the diff, the reports), for both commands
        if !quiet, let verifySummary { Console.error(verifySummary.line) }
        if let path = rules.parsedFilesLog {
            let parsed = Set(run.timings.indexedPaths + report.files.filter(\.wasParsed).map(\.path)).sorted()
            do { try OutputFile.write(parsed.map { $0 + "\n" }.joined(), to: path) } catch {
                Console.error("error: --parsed-files-log \(path): \(error)")
                return ExitStatus.error
            }
        }
        if rules.timings {
            let total = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let index = run.timings.index
            Console.error(String(format: "timings: index %.3f s (%d files parsed for facts), whole run %.3f s", index.seconds, index.files, total))
            let phases = run.timings.phases
            if !phases.isEmpty {
                let rest = total - phases.map(\.seconds).reduce(0, +)
                let named = (phases + [("everything else", rest)]).map { "\($0.name) " + String(format: "%.3f s", $0.seconds) }
                Console.error("timings: phases: " + named.joined(separator: ", "))
            }
            if let statistics = run.cache?.statistics {
                Console.error("cache: \(statistics.hits) hits, \(statistics.misses) misses (\(run.cache!.directory))")
            }
        }
        if let path = rules.writeBaseline, let baselineToWrite {
            do {
                try BaselineTarget.check(path)  // again: the path may have changed during the run
                try OutputFile.write(baselineToWrite.rendered(), to: path)
            } catch {
                Console.error("error: --write-baseline \(error is BaselineTarget.Refusal ? "" : path + ": ")\(error)")
                return ExitStatus.error
            }
            if !quiet { Console.error("note: wrote \(baselineToWrite.entries.count) accepted sites to \(path)") }
        }
        return ResultGate.exitCode(report, dryRun: dryRun, failOn: rules.failOn)
    }

    /// The run the options describe; nil after printing why it cannot start. `commandLine`
    /// may adjust the settings (`review` offers review rewrites by default).
    func makeRun(
        mode: MigrationRun.Mode, colorDiff: Bool, commandLine adjust: (inout CommandLineSettings) -> Void = { _ in }
    ) throws -> MigrationRun? {
        var run = MigrationRun(rules: try rules.selectedRules(), options: RuleOptions(), mode: mode, jobs: rules.jobs, colorDiff: colorDiff)
        run.limits = try rules.limits.limits()
        run.knownRuleIDs = Set(Codemods.table.map(\.id))
        run.cache = cacheOptions.cache(forPaths: paths)
        run.journalRoots = TreeLock.roots(forPaths: paths)
        let cwd = FileManager.default.currentDirectoryPath
        var commandLine = try rules.commandLineSettings()
        adjust(&commandLine)
        run.settings = SettingsResolver(
            allRules: Codemods.all, commandLine: commandLine, givenPaths: paths,
            display: { $0.hasPrefix(cwd + "/") ? String($0.dropFirst(cwd.count + 1)) : $0 })
        if let selection = rules.changedSelection {
            do {
                run.onlyFiles = try ChangedFiles.list(selection, in: paths[0].isEmpty ? "." : Self.directory(of: paths[0]))
                if !quiet { for note in ChangedFiles.submoduleNotes { Console.error("note: \(note)") } }
            } catch {
                Console.error("error: \(error)")
                return nil
            }
        }
        return run
    }

    /// The directory holding `path` (itself when it is one), for finding its git work tree.
    static func directory(of path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one file or directory") }
    }
}

/// Rule selection, deployment target, parallelism and report format: shared by `apply`,
/// `diff` and `batch`.
struct RuleSelectionOptions: ParsableArguments {
    // Arrays: a repeated option adds to the list instead of silently replacing it.
    @Option(name: .customLong("rules"), help: ArgumentHelp("Run only these rules (comma-separated ids, the option may repeat; see `modernize rules`).", valueName: "ids"))
    var onlyRuleLists: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Skip these rules (comma-separated ids, the option may repeat).", valueName: "ids"))
    var disabledRuleLists: [String] = []

    var onlyRules: String? { onlyRuleLists.isEmpty ? nil : onlyRuleLists.joined(separator: ",") }
    var disabledRules: String? { disabledRuleLists.isEmpty ? nil : disabledRuleLists.joined(separator: ",") }

    // `.unconditional`: `--min-ios -1` reaches validation ("not a version") instead of "Missing value".
    @Option(name: .customLong("min-ios"), parsing: .unconditional, help: ArgumentHelp("The app's deployment target (default: read from .modernize.json or the build files, else iOS 15). Rules needing a newer iOS only report their sites.", valueName: "version"))
    var minimumIOS: String?

    @Option(parsing: .unconditional, help: "Files processed in parallel (default: number of cores). Output order does not depend on it.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Report format: text (diff/summary), json or sarif (one document on stdout), github (Actions workflow commands on stdout; diff/apply only).", valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: ArgumentHelp(
        "Also apply review rewrites: they compile, but behaviour may change in the way each one's note says (e.g. a detached task, a first-run trait callback). Without it they are reported with their would-be code.",
        discussion: "Every site ends as a safe rewrite (applied by default), a review rewrite (applied only with this flag) or a finding (never edited)."))
    var includeReview = false

    @Option(name: .customLong("include-review-rules"), help: ArgumentHelp("Apply the review rewrites of only these rules (comma-separated ids).", valueName: "ids"))
    var includeReviewRules: String?

    @Flag(help: "Print the time of the index phase, of each phase and of the whole run on stderr.")
    var timings = false

    /// For `Benchmarks/bench.sh`: the files this run parsed, one per line, which the
    /// `parse-only` helper parses again to measure the parser's share.
    @Option(help: .hidden)
    var parsedFilesLog: String?

    @Option(name: .customLong("changed-since"), help: ArgumentHelp(
        "Migrate only the Swift files changed since this git ref (committed, staged or not) and untracked ones; the project index still reads every file.",
        valueName: "ref"))
    var changedSince: String?

    @Flag(help: "Migrate only the Swift files staged for the next commit (git).")
    var staged = false

    var changedSelection: ChangedFiles.Selection? {
        if let changedSince { return .since(changedSince) }
        return staged ? .staged : nil
    }

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "Exit 1 when the run leaves a result at or above this severity: error; warning (pending rewrites in diff, review rewrites not applied, findings that need action); note (also information: rewrites held back by the deployment target, remarks about correct code). Applied rewrites never count. `any` means note; `findings` and `review` are deprecated.",
        discussion: "A rule's severity can be set in .modernize.json: \"severity\": {\"gcd-to-task\": \"note\"}. With --baseline, the sites it lists do not count.",
        valueName: "level"))
    var failOn: FailurePolicy?

    @Option(help: ArgumentHelp("Accept the sites listed in this file (from --write-baseline): only new sites are reported and count for the exit status (for diff, accepted pending rewrites no longer make it exit 1).", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every site the run leaves (findings, review rewrites not applied, for diff pending rewrites; all of them, also with --baseline) as a baseline file (a new file, or over an earlier baseline; anything else is refused).", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Also migrate files whose header says they are generated (\"DO NOT EDIT\", \"Generated by\", SwiftGen/Sourcery banners...); skipped by default.")
    var includeGenerated = false

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if changedSince != nil && staged { throw ValidationError("give either --changed-since REF or --staged, not both") }
        if includeReview && includeReviewRules != nil {
            throw ValidationError("give either --include-review (every rule) or --include-review-rules ids, not both")
        }
        _ = try ruleOptions()
        if try selectedRules().isEmpty {
            throw ValidationError("no rule left to run: --rules and --disable together select none (see `modernize rules`)")
        }
    }

    func ruleOptions() throws -> RuleOptions {
        guard let minimumIOS else { return RuleOptions() }
        guard let version = IOSVersion(parsing: minimumIOS) else {
            throw ValidationError("--min-ios '\(minimumIOS)' is not a version such as 15 or 16.4")
        }
        return RuleOptions(minimumIOS: version)
    }

    /// What the command line fixes; the rest comes from `.modernize.json` and build files.
    func commandLineSettings() throws -> CommandLineSettings {
        CommandLineSettings(
            onlyRules: try Self.ruleIDs(onlyRules, option: "--rules"),
            disabledRules: try Self.ruleIDs(disabledRules, option: "--disable"),
            minimumIOS: minimumIOS == nil ? nil : try ruleOptions().minimumIOS,
            includeReview: try reviewSelection(),
            includeGenerated: includeGenerated ? true : nil)
    }

    /// `--include-review` / `--include-review-rules`, or nil to let `.modernize.json` decide.
    func reviewSelection() throws -> ReviewSelection? {
        if includeReview { return .all }
        guard let ids = try Self.ruleIDs(includeReviewRules, option: "--include-review-rules") else { return nil }
        return .rules(ids)
    }

    func selectedRules() throws -> [any Codemod] {
        let only = try Self.ruleIDs(onlyRules, option: "--rules")
        let disabled = try Self.ruleIDs(disabledRules, option: "--disable")
        return Codemods.all.filter { (only == nil || only!.contains($0.id)) && !(disabled ?? []).contains($0.id) }
    }

    private static func ruleIDs(_ list: String?, option: String) throws -> Set<String>? {
        guard let list else { return nil }
        let ids = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if ids.isEmpty { throw ValidationError("\(option): no rule id given (see `modernize rules`)") }
        for id in ids where Codemods.codemod(id: id) == nil {
            if Codemods.row(id: id) != nil {
                throw ValidationError("\(option): rule '\(id)' is in the table but not implemented yet")
            }
            let known = Codemods.all.map(\.id).joined(separator: ", ")
            throw ValidationError("\(option): unknown rule '\(id)' (implemented rules: \(known))")
        }
        return Set(ids)
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailurePolicy: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { valueNames }
}
