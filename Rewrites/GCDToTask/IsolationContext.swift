import SwiftSyntax

/// Where turning a dispatch closure into a `Task` could change isolation in ways the rule
/// cannot see: inside `nonisolated` declarations, `@Sendable` closures and `Sendable` types.
enum IsolationContext {
    /// Why `node`'s surroundings make a rewrite unsafe, or nil.
    static func concern(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
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
            current = candidate.parent
        }
        return nil
    }

    private static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }
}

/// Does the file declare its own type named `Task` (a to-do app's model, say)? Then `Task { }`
/// would not mean Swift's task.
final class TaskTypeShadowFinder: SyntaxVisitor {
    private(set) var declaresTask = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }

    private func check(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        if name.text == "Task" { declaresTask = true }
        return .visitChildren
    }
}
