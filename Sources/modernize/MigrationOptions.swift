import ArgumentParser
import Foundation
import ModernizeCore
import Rewrites

/// Options shared by `apply` and `diff`: what to run on (`RunInputOptions`) and what to
/// report (`ReportOptions`).
struct MigrationOptions: ParsableArguments {
    @OptionGroup var input: RunInputOptions

    @OptionGroup var reporting: ReportOptions

    var paths: [String] { input.paths }
    var rules: RuleSelectionOptions { input.rules }

    @Flag(help: "No summary, notes or progress line on stderr (notes include findings of severity note); errors and warnings are still printed, and stdout is unchanged.")
    var quiet = false

    /// Runs the migration and prints findings, errors and the summary; returns the exit code.
    /// `verify`: keep only the rewrites that build (`apply --verify`).
    /// `standardInput`: the text of the one file `diff -` migrates, and the path it stands for.
    /// `maxAnnotations`, `onlyChangedLines`: `ResultOptions` (diff and apply).
    /// `exitZero`, `pendingFails`: diff's `--exit-zero` and `--exit-code` (`ResultGate.exitCode`).
    func execute(
        mode: MigrationRun.Mode, colorDiff: Bool, verify: VerifySettings? = nil, standardInput: (text: [UInt8], path: String)? = nil,
        maxAnnotations: Int? = GitHubAnnotations.defaultLimit, onlyChangedLines: Bool = false, exitZero: Bool = false, pendingFails: Bool = false
    ) throws -> Int32 {
        let command = mode == .dryRun ? "diff" : "apply"
        // Two writing runs on one tree would race; the second stops before reading anything.
        let lock: TreeLock?
        do { lock = mode == .apply ? try TreeLock.acquire(forPaths: paths) : nil } catch {
            Console.error("error: \(error)")
            return ModernizeCore.ExitStatus.error
        }
        defer { lock?.release() }
        // The tree the run reads: for text from stdin (`-`), the project of the file it stands for.
        let treePaths = input.treePaths(standardInputPath: standardInput?.path)
        // A change across files a killed run left half written: rolled back (apply) or refused (diff).
        guard mode == .apply ? JournalCLI.recover(paths: treePaths, quiet: quiet) : JournalCLI.checkNothingPending(paths: treePaths) else {
            return ExitStatus.error
        }
        if let path = reporting.writeBaseline {
            // Checked before anything runs: a refused target must not follow an applied run.
            do { try BaselineTarget.check(path) } catch {
                Console.error("error: --write-baseline \(error)")
                return ExitStatus.error
            }
        }
        guard var run = try makeRun(mode: mode, colorDiff: colorDiff, standardInputPath: standardInput?.path, quiet: quiet) else { return ExitStatus.error }
        if reporting.typeReport { run.typeQuestions = TypeQuestionLog() }
        let cwd = FileManager.default.currentDirectoryPath
        let started = DispatchTime.now()
        // A diff naming a file outside the current directory would not apply: refuse those.
        let outside = mode == .dryRun && reporting.format == .text && standardInput == nil ? paths.filter(FileDiscovery.isOutsideCurrentDirectory) : []
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
        } else if let standardInput {
            report = run.run(standardInput: standardInput.text, as: standardInput.path)
        } else {
            report = run.run(paths: paths.filter { !outside.contains($0) }, progress: progress)
        }
        report.pathErrors += outside.map { "\($0): outside the current directory, so the diff could not name it for `git apply`; run modernize from a directory that contains it" }
        let dryRun = mode == .dryRun
        let typeReport = run.typeQuestions.map { TypeReport(questions: $0.questions, report: report) }
        // Written before any filter: refreshing a baseline while passing it writes the whole set.
        // A file that does not parse is never accepted (`ResultGate.filter`), so not written either.
        let baselineToWrite = reporting.writeBaseline == nil ? nil
            : Baseline(report.siteResults(dryRun: dryRun, includeAccepted: true).filter { $0.ruleID != ParseErrorResult.ruleID })
        guard ResultGate.filter(&report, dryRun: dryRun, baseline: reporting.baseline, onlyChangedLines: onlyChangedLines ? input.changed.selection : nil,
                                directory: treePaths.first.map(RunInputOptions.directory(of:)) ?? ".", quiet: quiet) else { return ExitStatus.error }
        let metadata = ReportMetadata(
            toolVersion: Modernize.version, command: command, rules: try rules.selectedRules().map(\.description),
            minimumIOS: try rules.commandLineSettings().minimumIOS,
            includeReview: try rules.reviewSelection() ?? .none)
        switch reporting.format {
        case _ where reporting.statistics:
            let statistics = RunStatistics(report.siteResults(dryRun: dryRun))
            Console.raw(reporting.format == .json ? statistics.renderedJSON() : statistics.renderedText())
        case .text:
            if mode == .dryRun {
                Console.raws { emit in for file in report.files { emit(file.diff) } }
            }
        case .json:
            var json = JSONReport(report, metadata: metadata)
            json.verify = verifySummary.map { JSONReport.Verify($0, command: verify?.command ?? "") }
            Console.raw(typeReport.map { JSONReportWithTypes(report: json, typeReport: $0).rendered() } ?? json.rendered())
        case .sarif:
            Console.raw(SARIFReport(report, metadata: metadata, baseDirectory: cwd).rendered())
        case .github:
            Console.raw(GitHubAnnotations(report, dryRun: dryRun, rules: metadata.rules, limit: maxAnnotations).rendered())
        case .gitlab:
            Console.raw(GitLabCodeQuality(report, metadata: metadata).rendered())
        case .junit:
            Console.raw(JUnitReport(report, metadata: metadata).rendered())
        case .checkstyle:
            Console.raw(CheckstyleReport(report, metadata: metadata).rendered())
        }
        for error in report.pathErrors { Console.error("error: \(error)") }
        if !quiet { for note in report.pathNotes { Console.error("note: \(note)") } }
        for error in report.configErrors { Console.error("error: \(error)") }
        for warning in (run.settings?.warnings ?? []) + run.warnings.all { Console.error("warning: \(warning)") }
        if !quiet, let rejected = run.cache?.rejected, rejected > 0 {
            Console.error("note: result cache: \(Plural.counted(rejected, "entry", "entries")) failed authentication (edited, or not written by this user); ignored as misses (\(run.cache!.directory))")
        }
        if !quiet { for note in run.userBuildIndex.session?.status.notes ?? [] { Console.error("note: \(note)") } }
        Console.errors { emit in
            for file in report.files {
                // A file that does not parse is its `parse-error` result, printed with the findings.
                if case .skipped(let reason) = file.outcome, file.configError == nil, !file.isParseError { emit("warning: \(reason)") }
                for error in file.internalErrors { emit("error: \(error.formatted)") }
                for warning in file.warnings { emit("warning: \(warning)") }
                // Machine-readable formats carry the findings themselves.
                // `--quiet` keeps warnings and errors, drops notes.
                // `--statistics` counts them instead.
                if reporting.format == .text, !reporting.statistics {
                    for finding in file.findings where !(quiet && finding.severity == .note) { emit(finding.formatted) }
                }
            }
        }
        let summary = SummaryRenderer(ruleIDs: try rules.selectedRules().map(\.id)).render(report, dryRun: mode == .dryRun)
        if !quiet { Console.error(summary) }  // stdout is for data (the diff, the reports), for both commands
        if let typeReport, reporting.format != .json { Console.error(typeReport.renderedText()) }
        if !quiet, let verifySummary { Console.error(verifySummary.line) }
        if let path = reporting.parsedFilesLog {
            let parsed = Set(run.timings.indexedPaths + report.files.filter(\.wasParsed).map(\.path)).sorted()
            do { try OutputFile.write(parsed.map { $0 + "\n" }.joined(), to: path) } catch {
                Console.error("error: --parsed-files-log \(path): \(error)")
                return ExitStatus.error
            }
        }
        if reporting.timings {
            let total = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let index = run.timings.index
            Console.error(String(format: "timings: index %.3f s (", index.seconds) + Plural.counted(index.files, "file")
                + String(format: " parsed for facts), whole run %.3f s", total))
            let phases = run.timings.phases
            if !phases.isEmpty {
                // `RunTimings` charges each instant to one phase, all within this run: never negative.
                let rest = total - phases.map(\.seconds).reduce(0, +)
                let named = (phases + [("everything else", rest)]).map { "\($0.name) " + String(format: "%.3f s", $0.seconds) }
                Console.error("timings: phases: " + named.joined(separator: ", "))
            }
            let work = run.timings.rewriteWork
            Console.error("timings: rewrite work: " + Plural.counted(work.parses, "file") + " parsed for the rules, "
                + Plural.counted(work.ruleRuns, "rule run") + " on files as read (\(work.ruleRunsFindingNothing) found nothing), "
                + Plural.counted(work.checkParses, "check parse") + " of edited text")
            if let statistics = run.cache?.statistics {
                Console.error("cache: \(Plural.counted(statistics.hits, "hit")), \(Plural.counted(statistics.misses, "miss", "misses")) (\(run.cache!.directory))")
            }
        }
        if let path = reporting.writeBaseline, let baselineToWrite {
            do {
                try BaselineTarget.check(path)  // again: the path may have changed during the run
                try OutputFile.write(baselineToWrite.rendered(), to: path)
            } catch {
                Console.error("error: --write-baseline \(error is BaselineTarget.Refusal ? "" : path + ": ")\(error)")
                return ExitStatus.error
            }
            if !quiet { Console.error("note: wrote \(Plural.counted(baselineToWrite.entries.count, "accepted site")) to \(path)") }
        }
        let code = ResultGate.exitCode(report, dryRun: dryRun, failOn: reporting.failOn, exitZero: exitZero, pendingFails: pendingFails)
        KeptUntilExit.keep(report)
        KeptUntilExit.keep(run)
        return code
    }

    func makeRun(mode: MigrationRun.Mode, colorDiff: Bool, standardInputPath: String? = nil, quiet: Bool = false) throws -> MigrationRun? {
        try input.makeRun(mode: mode, colorDiff: colorDiff, standardInputPath: standardInputPath, quiet: quiet)
    }
}

