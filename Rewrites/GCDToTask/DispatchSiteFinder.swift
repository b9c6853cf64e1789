import SwiftSyntax

/// Collects dispatch calls, `DispatchGroup()` / `DispatchSemaphore(value:)` creations and
/// names declared as `DispatchTimeInterval`, in source order.
final class DispatchSiteFinder: SyntaxVisitor {
    let customQueueNames: Set<String>
    private(set) var calls: [DispatchCall] = []
    private(set) var primitives: [FunctionCallExprSyntax] = []
    private(set) var intervalNames: Set<String> = []

    init(customQueueNames: Set<String>) {
        self.customQueueNames = customQueueNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let dispatch = DispatchCall(node, customQueueNames: customQueueNames) {
            calls.append(dispatch)
        } else if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name == "DispatchGroup" || name == "DispatchSemaphore" {
            primitives.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let typeName = node.typeAnnotation.flatMap { SyntaxQueries.baseTypeName($0.type) }
        let initializer = node.initializer?.value.trimmedDescription ?? ""
        if typeName == "DispatchTimeInterval" || initializer.hasPrefix("DispatchTimeInterval.") { intervalNames.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxQueries.baseTypeName(node.type) == "DispatchTimeInterval" {
            intervalNames.insert((node.secondName ?? node.firstName).text)
        }
        return .visitChildren
    }
}
