import ArgumentParser
import ModernizeCore
import Rewrites

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the deprecation table: each legacy API, its replacement, the outcome tiers its sites reach, and whether a codemod exists.",
        discussion: """
            --format json prints {"tool": {"name", "version"}, "rules": [...]}, one object per row \
            with stable keys: id, legacy, modern, since, tiers, safety, status, appleDeprecated, \
            rationale, triggers and examples (name, before, after when it changes, findings).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Option(help: ArgumentHelp("text (a table), markdown (as in the README) or json (every field of each row, for scripts).", valueName: "format"))
    var format: Format?

    @Flag(help: "Print the table as Markdown (as in the README); the same as --format markdown.")
    var markdown = false

    @Flag(help: "Print each implemented rule's trigger substrings (`rule<TAB>trigger` lines, for scripts): files containing none are never parsed.")
    var triggers = false

    func validate() throws {
        if markdown, let format, format != .markdown { throw ValidationError("give either --markdown or --format \(format.rawValue), not both") }
        if triggers, let format { throw ValidationError("--triggers prints its own lines: give it without --format \(format.rawValue) (--format json holds the triggers too)") }
    }

    func run() {
        if triggers {
            Console.out(Codemods.all.flatMap { rule in rule.triggers.map { "\(rule.id)\t\($0)" } }.joined(separator: "\n"))
            return
        }
        switch format ?? (markdown ? .markdown : .text) {
        case .text: Console.out(RuleTableRenderer.text(Codemods.table))
        case .markdown: Console.out(RuleTableRenderer.markdown(Codemods.table))
        case .json:
            let triggers = Dictionary(Codemods.all.map { ($0.id, $0.triggers) }, uniquingKeysWith: { first, _ in first })
            Console.raw(RuleTableJSON(Codemods.table, triggers: triggers, toolVersion: Modernize.version).rendered())
        }
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
            throw ValidationError("unknown rule '\(ruleID)'\(NearestName.hint(for: ruleID, among: Codemods.table.map(\.id))) (see `modernize rules`)")
        }
    }

    func run() {
        Console.out(RuleTableRenderer.explanation(Codemods.row(id: ruleID)!))
    }
}
