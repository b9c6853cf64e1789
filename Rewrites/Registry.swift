import ModernizeCore

/// The codemods the tool runs, in the order they get first claim on overlapping edits.
public enum Codemods {
    public static let all: [any Codemod] = [
        ReconfigureItems(),
        CellContentConfiguration(),
        TraitChangeRegistration(),
        GCDToTask(),
    ]

    public static func codemod(id: String) -> (any Codemod)? { all.first { $0.id == id } }
}
