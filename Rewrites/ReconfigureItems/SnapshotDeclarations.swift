import SwiftSyntax

/// Does `name` refer to a diffable snapshot, judging by its declaration in `scope`?
enum SnapshotDeclarations {
    static let snapshotType = "NSDiffableDataSourceSnapshot"

    static func isSnapshot(named name: String, in scope: Syntax, before use: some SyntaxProtocol) -> Bool {
        let finder = DeclarationFinder(name: name, limit: use.position)
        finder.walk(scope)
        return finder.isSnapshot
    }

    private final class DeclarationFinder: SyntaxVisitor {
        let name: String
        let limit: AbsolutePosition
        var isSnapshot = false

        init(name: String, limit: AbsolutePosition) {
            self.name = name
            self.limit = limit
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            let local = (node.secondName ?? node.firstName).text
            if local == name, SyntaxQueries.baseTypeName(node.type) == snapshotType { isSnapshot = true }
            return .skipChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            let local = (node.secondName ?? node.firstName).text
            if local == name, let type = node.type, SyntaxQueries.baseTypeName(type) == snapshotType { isSnapshot = true }
            return .skipChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard node.position < limit,
                  let identifier = node.pattern.as(IdentifierPatternSyntax.self),
                  identifier.identifier.text == name else { return .visitChildren }
            if let type = node.typeAnnotation?.type, SyntaxQueries.baseTypeName(type) == snapshotType {
                isSnapshot = true
            } else if let value = node.initializer?.value, Self.isSnapshotExpression(value) {
                isSnapshot = true
            }
            return .visitChildren
        }

        /// `dataSource.snapshot()`, `NSDiffableDataSourceSnapshot<S, I>()`,
        /// `NSDiffableDataSourceSnapshot()`.
        static func isSnapshotExpression(_ expression: ExprSyntax) -> Bool {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return member.declName.baseName.text == "snapshot" && call.arguments.isEmpty
            }
            if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshotType
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshotType
        }
    }
}
