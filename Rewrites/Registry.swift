import ModernizeCore

/// The codemods the tool runs and the whole deprecation table. `Codemods.all` is generated
/// from the codemod types declared under `Rewrites/` (Registry+Generated.swift, written by
/// `swift run generate-modernize`; a test fails when it is stale).
public enum Codemods {
    /// Every implemented codemod, in rule-id order (which is also the order in which rules
    /// get first claim on overlapping edits).
    public static let all: [any Codemod] = generated.sorted { $0.id < $1.id }

    public static func codemod(id: String) -> (any Codemod)? { all.first { $0.id == id } }

    /// The whole table: implemented rules, then planned rows.
    public static var table: [RuleDescription] { all.map(\.description) + PlannedRules.all }

    public static func row(id: String) -> RuleDescription? { table.first { $0.id == id } }
}
