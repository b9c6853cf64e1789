import ArgumentParser
import ModernizeCore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changes as a unified diff; write nothing.",
        discussion: """
            The diff goes to stdout with paths relative to the current directory, so \
            `modernize diff . > x.patch && git apply x.patch` applies it. Findings and the \
            summary go to stderr.

            Exit status: 0 nothing to change, 1 changes pending (with --baseline: pending rewrites it does not list), 2 usage or I/O error, \
            3 internal rule error.
            """
    )

    @OptionGroup var options: MigrationOptions

    @OptionGroup(title: "Results") var results: ResultOptions

    @Flag(help: "Never color the diff (color is used only when stdout is a terminal).")
    var noColor = false

    @Flag(help: "Accepted for scripts written for `git diff --exit-code`: diff always exits 1 when changes are pending.")
    var exitCode = false

    func validate() throws {
        if results.onlyChangedLines && options.rules.changedSelection == nil {
            throw ValidationError("--only-changed-lines needs --changed-since REF or --staged (the range whose lines count)")
        }
    }

    func run() throws {
        let color = !noColor && options.rules.format == .text && Console.stdoutIsTerminal
        let code = try options.execute(
            mode: .dryRun, colorDiff: color, maxAnnotations: results.maxAnnotations,
            onlyChangedLines: results.onlyChangedLines)
        if code != ModernizeCore.ExitStatus.success { throw ArgumentParser.ExitCode(code) }
    }
}
