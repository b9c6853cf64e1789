import ArgumentParser
import Foundation
import ModernizeCore

@main
struct Modernize: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "modernize",
        abstract: "Rewrite legacy UIKit and GCD APIs in Swift sources to their modern replacements.",
        discussion: """
            Every rewrite edits only the bytes it must: comments, formatting, line endings and \
            byte-order marks are kept. Files that do not parse cleanly are skipped, never half \
            rewritten. Sites that cannot be migrated safely are reported as findings with a \
            suggested replacement.

            Typical use:
              modernize rules                 list what the tool knows
              modernize diff Sources/ > x.patch   review the changes (exit 1 = changes pending)
              modernize apply Sources/        rewrite in place

            Exit status: 0 nothing to change, 1 changes pending (diff), 2 usage or I/O error \
            (including files that could not be parsed), 3 internal rule error (that file is kept).
            """,
        version: version,
        subcommands: [ApplyCommand.self, DiffCommand.self, BatchCommand.self, RulesCommand.self, ExplainCommand.self, BatchWorkerCommand.self]
    )

    /// `diff -rf.swift` reads as options: say how to pass such a name.
    static func dashHint(_ message: String) -> String {
        guard message.contains("Missing expected argument") || message.contains("Unknown option") || message.contains("Missing value"),
              let name = CommandLine.arguments.dropFirst(2).first(where: { $0.hasPrefix("-") && !$0.hasPrefix("--") && ($0.contains(".") || $0.contains("/")) })
        else { return "" }
        return "\nHint: '\(name)' starts with a dash, so it reads as an option; use -- before file names that start with a dash (modernize diff -- \(name))"
    }

    /// Argument errors exit with 2 (ArgumentParser's default is 64) so scripts see one code.
    static func main() {
        Console.prepareStandardStreams()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if error is ExitCode || exitCode(for: error) == .success { exit(withError: error) }
            Console.error(fullMessage(for: error) + dashHint(fullMessage(for: error)))
            Foundation.exit(ModernizeCore.ExitStatus.error)
        }
    }
}
