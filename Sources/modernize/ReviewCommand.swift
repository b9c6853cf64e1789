import ArgumentParser
import Foundation
import ModernizeCore

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Go through the rewrites one by one, like `git add -p`, and write the ones you accept.",
        discussion: """
            Each rewrite is shown with its rule, its tier (safe, or review with the note that says \
            what may change), its diff and its place among the file's rewrites, `(2/7)`. Answer \
            with one key (no Enter needed: the terminal is read a key at a time while a question \
            waits, and put back as it was after each answer, on quit and on Ctrl-C):
              y  apply this rewrite          n  skip it
              a  apply the rest of this file d  skip the rest of this file
              r  apply every remaining rewrite of this rule
              q  quit (what you accepted is written)   ?  help
            There is no `s` (split) as in `git add -p`: a rewrite is one site whose edits depend \
            on one another (a configuration declared by one edit and assigned by another), and \
            the engine applies a site whole or not at all, so there is nothing smaller to accept. \
            Nor `e` (edit): a hand-edited rewrite is no longer one a rule checked; skip it and \
            edit the file.
            Each file is written atomically as soon as its rewrites are decided, so quitting never \
            leaves a half-written file. Review rewrites are offered too (--include-review is \
            implied). Changes that span files (a class and its views, a new SceneDelegate) are \
            not offered: they apply whole with `modernize apply`.

            With --verify CMD nothing is written while you answer: once you are done (or quit), \
            the accepted rewrites go through the compiler loop of `apply --verify` and only \
            those the build accepts are written; the others are printed with the compiler's \
            message.

            Needs a terminal; for scripts use `modernize diff` (preview) or `modernize apply`.

            Example: modernize review --rules gcd-to-task Sources/
            """
    )

    @OptionGroup var input: RunInputOptions

    @Option(help: ArgumentHelp("Color the diffs and the severity of messages: auto (unless NO_COLOR is set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    @Flag(help: "No build summary after --verify.")
    var quiet = false

    @OptionGroup(title: "Compiler in the loop") var verify: VerifyOptions

    func run() throws {
        guard Console.stdinIsTerminal, Console.stdoutIsTerminal else {
            Console.error("error: review asks questions and needs a terminal; use `modernize diff` to preview the rewrites or `modernize apply` to write them")
            throw ArgumentParser.ExitCode(ExitStatus.error)
        }
        let lock: TreeLock
        do { lock = try TreeLock.acquire(forPaths: input.paths) } catch {
            Console.error("error: \(error)")
            throw ArgumentParser.ExitCode(ExitStatus.error)
        }
        defer { lock.release() }
        guard JournalCLI.recover(paths: input.paths, quiet: quiet) else { throw ArgumentParser.ExitCode(ExitStatus.error) }
        Console.colorsDiagnostics = color.enabled(terminal: Console.stderrIsTerminal)
        let color = color.enabled(terminal: true)  // stdout is a terminal (checked above)
        guard let run = try input.makeRun(mode: .apply, colorDiff: color, commandLine: { settings in
            if settings.includeReview == nil { settings.includeReview = .all }
        }) else { throw ArgumentParser.ExitCode(ExitStatus.error) }
        let reviewer = InteractiveReviewer(color: color)
        let settings = verify.settings(directory: FileManager.default.currentDirectoryPath)
        var report = run.review(paths: input.paths, reviewer: reviewer, writing: settings == nil, shouldStop: { reviewer.hasQuit })
        var verifySummary: VerifySummary?
        if let settings {
            let accepted = Set(report.files.flatMap(\.appliedSites).map(\.unit))
            switch VerifyCLI.run(run, paths: input.paths, settings: settings, quiet: quiet, accepted: accepted) {
            case .verified(let verified, let summary): (report, verifySummary) = (verified, summary)
            case .failed: throw ArgumentParser.ExitCode(ExitStatus.error)
            }
            for finding in report.findings where finding.message.hasPrefix(BuildRejections.findingPrefix) { Console.error(finding.formatted) }
        }
        for error in report.pathErrors { Console.error("error: \(error)") }
        for warning in (run.settings?.warnings ?? []) + run.warnings.all { Console.error("warning: \(warning)") }
        if !quiet { for note in run.userBuildIndex.session?.status.notes ?? [] { Console.error("note: \(note)") } }
        for file in report.files {
            if file.isParseError {
                for finding in file.findings { Console.error(finding.formatted) }  // its `parse-error` result
            } else if case .skipped(let reason) = file.outcome {
                Console.error("warning: \(reason)")
            }
            for error in file.internalErrors { Console.error("error: \(error.formatted)") }
        }
        let findings = report.files.filter { !$0.isParseError }.reduce(0) { $0 + $1.findings.filter { !$0.applied }.count }
        if findings > 0 { Console.error("note: \(findings) finding\(findings == 1 ? "" : "s") not shown here; `modernize diff` lists them") }
        let written = report.files.filter { $0.outcome == .changed }.count
        let reverted = verifySummary.map { "; \($0.revertedSites) reverted by the build" } ?? ""
        Console.out("\(reviewer.accepted) accepted, \(reviewer.declined) skipped\(reverted); \(written) file\(written == 1 ? "" : "s") written\(reviewer.hasQuit ? " (quit)" : "")")
        if let verifySummary, !quiet { Console.error(verifySummary.line) }
        let code = report.exitCode(dryRun: false)
        if code != ExitStatus.success { throw ArgumentParser.ExitCode(code) }
    }
}
