import ArgumentParser
import ModernizeCore

/// How `diff` and `apply` narrow and cap the results they report (not `review`, not `batch`).
struct ResultOptions: ParsableArguments {
    @Option(name: .customLong("max-annotations"), parsing: .unconditional, help: ArgumentHelp(
        "With --format github: at most this many annotations of each type (error, warning, notice); the rest are plain log lines, counted by one notice. GitHub shows 10 per type per step. 0: no limit.",
        valueName: "n"), transform: NumericOption.integer(in: 0...1_000_000, accepted: "0 (no limit) to 1000000"))
    var maxAnnotations = GitHubAnnotations.defaultLimit

    @Flag(name: .customLong("only-changed-lines"), help: ArgumentHelp(
        "With --changed-since or --staged: report, and count for the exit status, only the sites on lines changed in that range (the diff itself is whole)."))
    var onlyChangedLines = false
}
