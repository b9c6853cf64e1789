import ArgumentParser
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
            """
    )

    @OptionGroup var options: MigrationOptions

    func run() throws {
        let code = try options.execute(mode: .apply, colorDiff: false)
        if code != ExitStatus.success { throw ArgumentParser.ExitCode(code) }
    }
}
