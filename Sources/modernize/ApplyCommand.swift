import ArgumentParser
import Foundation
import ModernizeCore

struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Rewrite files in place.",
        discussion: """
            Only files that change are written, each atomically (a temporary file in the same \
            directory, then rename), keeping its permissions. Read-only files and files that \
            change on disk during the run are reported and left alone. Findings and the \
            summary go to stderr.

            Example: modernize apply --min-ios 15 Sources/

            Compiler in the loop: with --verify CMD, CMD builds the untouched tree first, then \
            the rewritten one; rewrites the new errors point at are reverted (a change across \
            files whole) and reported as findings with the compiler's message, until the build \
            has no error the untouched tree did not have. Only compile errors are caught, not \
            changes in behaviour.

            Example: modernize apply --include-review --verify 'swift build' Sources/

            """ + ExitStatusHelp.table
    )

    @OptionGroup var options: MigrationOptions

    @OptionGroup(title: "Results") var results: ResultOptions

    @OptionGroup(title: "Compiler in the loop") var verify: VerifyOptions

    func validate() throws {
        if results.onlyChangedLines && options.input.changed.selection == nil {
            throw ValidationError("--only-changed-lines needs --changed-since REF or --staged (the range whose lines count)")
        }
    }

    func run() throws {
        let settings = verify.settings(directory: FileManager.default.currentDirectoryPath)
        let code = try options.execute(
            mode: .apply, colorDiff: false, verify: settings, maxAnnotations: results.maxAnnotations,
            onlyChangedLines: results.onlyChangedLines)
        if code != ExitStatus.success { throw ArgumentParser.ExitCode(code) }
    }
}
