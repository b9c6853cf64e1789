import ArgumentParser
import Foundation
import ModernizeCore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changes as a unified diff; write nothing.",
        discussion: """
            The diff goes to stdout with paths relative to the current directory, so \
            `modernize diff --exit-zero . > x.patch && git apply x.patch` applies it (without \
            --exit-zero, diff exits 1 while changes are pending, which stops the `&&`). \
            Findings and the summary go to stderr.

            For editors: `modernize diff - --stdin-filename PATH` reads one file's text from \
            stdin and prints its diff; PATH names it and decides its settings, and the project \
            index reads PATH's project (its git work tree, else its directory) with that text \
            in place of the file.

            With --baseline, the pending rewrites it lists do not count. An Xcode build phase \
            or an informational CI step uses --exit-zero (not `|| true`, which hides exit 2 too).

            """ + ExitStatusHelp.table
    )

    @OptionGroup var options: MigrationOptions

    @OptionGroup(title: "Results") var results: ResultOptions

    @Option(name: .customLong("stdin-filename"), help: ArgumentHelp(
        "With the path `-`: the file the text read from stdin stands for (names it in the diff and messages, decides its settings and project).",
        valueName: "path"), completion: .file(extensions: ["swift"]))
    var stdinFilename: String?

    @Option(help: ArgumentHelp("Color the diff and the severity of messages on stderr: auto (each stream when it is a terminal and NO_COLOR is not set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    /// Kept for scripts written before `--color`.
    @Flag(help: .hidden)
    var noColor = false

    @Flag(help: "Exit 1 while changes are pending even with --fail-on, as `git diff --exit-code` does (without --fail-on, that is the default).")
    var exitCode = false

    @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when changes are pending or results are left (as ruff's --exit-zero); 2 (usage or I/O error) and 3 (internal rule error) still exit so.")
    var exitZero = false

    var readsStandardInput: Bool { options.input.givenPaths == ["-"] }

    func validate() throws {
        if exitZero, let failOn = options.reporting.failOn { throw ValidationError("give either --exit-zero or --fail-on \(failOn.name), not both") }
        if exitZero && exitCode { throw ValidationError("give either --exit-zero or --exit-code, not both") }
        if results.onlyChangedLines && options.input.changed.selection == nil {
            throw ValidationError("--only-changed-lines needs --changed-since REF or --staged (the range whose lines count)")
        }
        if options.input.givenPaths.contains("-") {
            guard readsStandardInput else { throw ValidationError("`-` (stdin) is the only path when given; use -- before a file named -: modernize diff -- ./-") }
            guard let stdinFilename else { throw ValidationError("`-` reads a file from stdin: give --stdin-filename PATH to name it") }
            if let problem = MigrationRun.standardInputNameProblem(stdinFilename) { throw ValidationError(problem) }
            if options.input.changed.selection != nil { throw ValidationError("--changed-since and --staged select files on disk, not text from stdin") }
        } else if stdinFilename != nil {
            throw ValidationError("--stdin-filename names the text read from stdin: give `-` as the path")
        }
    }

    func run() throws {
        let choice = noColor ? ColorChoice.never : color
        Console.colorsDiagnostics = choice.enabled(terminal: Console.stderrIsTerminal)
        let color = choice.enabled(terminal: Console.stdoutIsTerminal) && options.reporting.format == .text
        var input: (text: [UInt8], path: String)?
        if readsStandardInput, let stdinFilename {
            input = ([UInt8](FileHandle.standardInput.readDataToEndOfFile()), stdinFilename)
        }
        let code = try options.execute(
            mode: .dryRun, colorDiff: color, standardInput: input, maxAnnotations: results.maxAnnotations,
            onlyChangedLines: results.onlyChangedLines, exitZero: exitZero, pendingFails: exitCode)
        if code != ModernizeCore.ExitStatus.success { throw ArgumentParser.ExitCode(code) }
    }
}
