import ArgumentParser
import Foundation
import ModernizeCore

@main
struct Modernize: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "modernize",
        abstract: "Rewrite legacy UIKit, SwiftUI and GCD APIs in Swift sources to their modern replacements.",
        discussion: """
            Every rewrite edits only the bytes it must: comments, formatting, line endings and \
            byte-order marks are kept. Files that do not parse cleanly are skipped, never half \
            rewritten, and reported as errors.

            Each site a rule looks at ends in one of three tiers:
              safe     rewritten by default: the rule checked, at that site, that behaviour is kept
              review   rewritten only with --include-review: compiles, but may behave differently
                       in the way its note names (printed as a warning with the would-be code)
              finding  never edited: what blocks, what to do, and code to paste where possible

            Typical use:
              modernize rules                 list what the tool knows
              modernize diff --exit-zero Sources/ > x.patch && git apply x.patch
                                              preview the changes, then apply them with git
              modernize apply Sources/        apply the safe rewrites in place
              modernize diff --include-review Sources/   also show the review rewrites
              modernize diff --fail-on warning Sources/  CI gate: exit 1 on a warning
              modernize explain gcd-to-task   one rule, its tiers and examples
              modernize config Sources/App    the settings a path gets, and where each comes from

            """ + ExitStatusHelp.table,
        version: BuildInfo.versionLine,
        subcommands: [ApplyCommand.self, DiffCommand.self, ReviewCommand.self, BatchCommand.self, BatchMergeCommand.self, ReportCommand.self, RulesCommand.self, ExplainCommand.self, ConfigCommand.self, RecoverCommand.self, BatchWorkerCommand.self]
    )

    /// `diff -rf.swift` reads as options: say how to pass such a name.
    static func dashHint(_ message: String) -> String {
        guard message.contains("Missing expected argument") || message.contains("Unknown option") || message.contains("Missing value"),
              let name = CommandLine.arguments.dropFirst(2).first(where: { $0.hasPrefix("-") && !$0.hasPrefix("--") && ($0.contains(".") || $0.contains("/")) })
        else { return "" }
        return "\nHint: '\(name)' starts with a dash, so it reads as an option; use -- before file names that start with a dash (modernize diff -- \(name))"
    }

    /// `modernize dif .`: ArgumentParser would say "2 unexpected arguments"; name the command
    /// meant, as it does for a misspelled option. Nil when `word` is a command or an option.
    static func unknownCommandMessage(_ word: String) -> String? {
        guard !word.hasPrefix("-"), !(configuration.subcommands.map { $0._commandName } + ["help"]).contains(word) else { return nil }
        let visible = configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
        return "error: unknown command '\(word)'\(NearestName.hint(for: word, among: visible)) (commands: \(visible.joined(separator: ", ")))"
    }

    /// Argument errors exit with 2 (ArgumentParser's default is 64) so scripts see one code.
    static func main() {
        Console.prepareStandardStreams()
        Console.colorsDiagnostics = ColorChoice.auto.enabled(terminal: Console.stderrIsTerminal)
        MemoryTuning.apply()
        if let word = CommandLine.arguments.dropFirst().first, let message = unknownCommandMessage(word) {
            Console.error(message)
            Foundation.exit(ModernizeCore.ExitStatus.error)
        }
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
