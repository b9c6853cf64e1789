import ArgumentParser
import ModernizeCore
import Rewrites

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the deprecation table: each legacy API, its replacement, the outcome tiers its sites reach, and whether a codemod exists."
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
        Console.out(markdown ? RuleTableRenderer.markdown(Codemods.table) : RuleTableRenderer.text(Codemods.table))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show one rule's table row, what its tiers mean, and its examples (before / after or finding).",
        discussion: "The examples are part of the rule itself, so this works from an installed binary."
    )

    @Argument(help: "A rule id from `modernize rules`.", completion: .list(Codemods.table.map(\.id)))
    var ruleID: String

    func validate() throws {
        guard Codemods.row(id: ruleID) != nil else {
            throw ValidationError("unknown rule '\(ruleID)' (see `modernize rules`)")
        }
    }

    func run() {
        Console.out(RuleTableRenderer.explanation(Codemods.row(id: ruleID)!))
    }
}
