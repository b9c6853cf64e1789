import ModernizeCore

/// Rows of the deprecation table that have no codemod yet. An implemented rule carries its own
/// description in its file; `Codemods.table` lists both, implemented rows first.
public enum PlannedRules {
    public static let all: [RuleDescription] = [
    ]
}
