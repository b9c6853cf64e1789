import ArgumentParser
import Foundation
import ModernizeCore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changes as a unified diff; write nothing.",
        discussion: """
            The diff goes to stdout with paths relative to the current directory, so \
            `modernize diff . > x.patch && git apply x.patch` applies it. Findings and the \
            summary go to stderr.

            For editors: `modernize diff - --stdin-filename PATH` reads one file's text from \
            stdin and prints its diff; PATH names it and decides its settings, and the project \
            index reads PATH's project (its git work tree, else its directory) with that text \
            in place of the file.

            Exit status: 0 nothing to change, 1 changes pending (with --baseline: pending rewrites it does not list), 2 usage or I/O error, \
            3 internal rule error.
            """
    )

    @OptionGroup var options: MigrationOptions

    @OptionGroup(title: "Results") var results: ResultOptions

    @Option(name: .customLong("stdin-filename"), help: ArgumentHelp(
        "With the path `-`: the file the text read from stdin stands for (names it in the diff and messages, decides its settings and project).",
        valueName: "path"), completion: .file(extensions: ["swift"]))
    var stdinFilename: String?

    @Option(help: ArgumentHelp("Color the diff: auto (when stdout is a terminal and NO_COLOR is not set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    /// Kept for scripts written before `--color`.
    @Flag(help: .hidden)
    var noColor = false

    @Flag(help: "Accepted for scripts written for `git diff --exit-code`: diff always exits 1 when changes are pending.")
    var exitCode = false

    var readsStandardInput: Bool { options.input.givenPaths == ["-"] }

    func validate() throws {
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
        let color = (noColor ? ColorChoice.never : color).enabled(terminal: Console.stdoutIsTerminal) && options.reporting.format == .text
        var input: (text: [UInt8], path: String)?
        if readsStandardInput, let stdinFilename {
            input = ([UInt8](FileHandle.standardInput.readDataToEndOfFile()), stdinFilename)
        }
        let code = try options.execute(
            mode: .dryRun, colorDiff: color, standardInput: input, maxAnnotations: results.maxAnnotations,
            onlyChangedLines: results.onlyChangedLines)
        if code != ModernizeCore.ExitStatus.success { throw ArgumentParser.ExitCode(code) }
    }
}
