import SwiftSyntax

/// Where turning a dispatch closure into a `Task` could change isolation in ways the rule
/// cannot see: inside `nonisolated` declarations, `@Sendable` closures and `Sendable` types.
enum IsolationContext {
    /// Why `node`'s surroundings make a rewrite unsafe, or nil.
    static func concern(around node: some SyntaxProtocol) -> String? {
        for candidate in Ancestors.all(above: node) {
            if let modifiers = candidate.asProtocol(WithModifiersSyntax.self)?.modifiers,
               modifiers.contains(where: { $0.name.text == "nonisolated" }) {
                return "inside a nonisolated declaration"
            }
            if let closure = candidate.as(ClosureExprSyntax.self),
               closure.signature?.attributes.contains(where: { attributeName($0) == "Sendable" }) == true {
                return "inside a @Sendable closure"
            }
            if let inheritance = candidate.asProtocol(DeclGroupSyntax.self)?.inheritanceClause,
               inheritance.inheritedTypes.contains(where: { SyntaxQueries.baseTypeName($0.type) == "Sendable" }) {
                return "inside a Sendable type"
            }
        }
        return nil
    }

    private static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }
}
