import Foundation
import ModernizeCore

/// What decides which results `diff` and `apply` report and how they exit: the baseline, the
/// changed-lines filter and `--fail-on`.
enum ResultGate {
    /// Leaves out the sites a baseline accepts and, with `onlyChangedLines`, those on no
    /// changed line. False after printing why it could not (an unreadable baseline, git).
    static func filter(
        _ report: inout RunReport, dryRun: Bool, baseline path: String?, onlyChangedLines selection: ChangedFiles.Selection?,
        directory: String, quiet: Bool
    ) -> Bool {
        if let path {
            let baseline: Baseline
            do { baseline = try Baseline.load(path) } catch {
                Console.error("error: --baseline \(path): cannot read it as a modernize baseline (\(error.localizedDescription)); write one with --write-baseline")
                return false
            }
            let matcher = baseline.matcher()
            // A file that does not parse is never accepted: nothing in it was looked at.
            let accepted = report.accept(dryRun: dryRun) { $0.ruleID != ParseErrorResult.ruleID && matcher.accepts($0) }
            if !quiet, accepted > 0 { Console.error("note: \(Plural.counted(accepted, "site")) accepted by the baseline \(path)") }
            if !quiet, baseline.version < 2 {
                Console.error("note: --baseline \(path) is a version 1 baseline (findings only): write it again with --write-baseline to accept pending rewrites too")
            }
        }
        if let selection {
            let changed: [String: [LineSpan]?]
            do { changed = try ChangedFiles.lines(selection, in: directory) } catch {
                Console.error("error: \(error)")
                return false
            }
            let cwd = FileManager.default.currentDirectoryPath
            _ = report.accept(dryRun: dryRun) { result in
                let absolute = ChangedFiles.standardized(result.path.hasPrefix("/") ? result.path : cwd + "/" + result.path)
                guard let entry = changed[absolute] else { return true }  // the file did not change
                guard let spans = entry else { return false }  // new to git: every line changed
                let last = max(result.start.line, result.end?.line ?? result.start.line)
                return !spans.contains { $0.first <= last && result.start.line <= $0.last }
            }
        }
        return true
    }

    /// The run's exit status (the table in `ExitStatusHelp`): 2 and 3 (`RunReport.exitCode`)
    /// always win; then `--exit-zero` gives 0; then `--fail-on`, when given, decides alone
    /// (pending rewrites are warnings); without it `diff` exits 1 while a rewrite not accepted
    /// is pending (git's `diff --exit-code`), as it also does with `diff --exit-code`.
    static func exitCode(
        _ report: RunReport, dryRun: Bool, failOn policy: FailurePolicy?, exitZero: Bool = false, pendingFails: Bool = false
    ) -> Int32 {
        if let deprecation = policy?.deprecation { Console.error("warning: \(deprecation)") }
        let code = report.exitCode(dryRun: dryRun)
        guard code == ExitStatus.success || code == ExitStatus.changesPending else { return code }
        if exitZero { return ExitStatus.success }
        if code == ExitStatus.changesPending, policy == nil || pendingFails {
            if report.sitesFiltered {
                // Say why, since most of the diff may be accepted sites.
                let new = report.siteResults(dryRun: dryRun).filter { $0.kind == .pending }.count
                Console.error("\(Plural.counted(new, "new pending rewrite")) (not accepted by the baseline; diff exits 1 while one is pending): exit 1")
            }
            return ExitStatus.changesPending
        }
        guard let policy else { return ExitStatus.success }
        let failing = policy.failing(report.siteResults(dryRun: dryRun))
        guard !failing.isEmpty else { return ExitStatus.success }
        let counts = Severity.allCases.reversed().compactMap { level -> String? in
            let count = failing.filter { $0.severity == level }.count
            return count == 0 ? nil : Plural.counted(count, level.rawValue)
        }
        Console.error("the run leaves \(counts.joined(separator: ", ")) (--fail-on \(policy.name)): exit 1")
        return ExitStatus.changesPending
    }
}
