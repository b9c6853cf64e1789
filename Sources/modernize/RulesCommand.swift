import ArgumentParser
import ModernizeCore
import Rewrites

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the deprecation table: each legacy API, its replacement, and whether a codemod exists."
    )

    @Flag(help: "Print the table as Markdown (as in the README).")
    var markdown = false

    @Flag(help: "Print each implemented rule's trigger substrings (`rule<TAB>trigger` lines, for scripts): files containing none are never parsed.")
    var triggers = false

    func run() {
        if triggers {
            Console.out(Codemods.all.flatMap { rule in rule.triggers.map { "\(rule.id)\t\($0)" } }.joined(separator: "\n"))
            return
        }
        Console.out(markdown ? RuleTableRenderer.markdown(DeprecationTable.rows) : RuleTableRenderer.text(DeprecationTable.rows))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show one rule's table row and a golden before/after example."
    )

    @Argument(help: "A rule id from `modernize rules`.")
    var ruleID: String

    func validate() throws {
        guard DeprecationTable.row(id: ruleID) != nil else {
            throw ValidationError("unknown rule '\(ruleID)' (see `modernize rules`)")
        }
    }

    func run() {
        let row = DeprecationTable.row(id: ruleID)!
        Console.out(RuleTableRenderer.detail(row))
        guard row.status == .implemented else { return }
        guard let example = GoldenExamples.example(ruleID: ruleID) else {
            Console.out("\n(no golden example found; set MODERNIZE_GOLDEN_DIR to the checkout's Golden directory)")
            return
        }
        Console.out("\nExample (Golden/\(ruleID)/\(example.name)):\n\n--- before\n\(example.before)\n--- after\n\(example.after)")
    }
}
