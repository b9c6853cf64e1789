import ModernizeCore
import SwiftSyntax

/// Direct calls of `traitCollectionDidChange(...)` (not `super.`'s), which code uses to run the
/// override's work at setup (`traitCollectionDidChange(nil)`): after a migration they would do
/// nothing. Found in this file, and in other files through the index.
enum ExplicitCalls {
    static let name = "traitCollectionDidChange"

    /// "File.swift:12:9" (or "12:9" in this file) of the first direct call, if any.
    static func first(in context: RuleContext) -> String? {
        let local = SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree).first { call in
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else { return false }
            return !(member.base?.is(SuperExprSyntax.self) ?? false)
        }
        if let local { return "\(context.position(of: local))" }
        let uses = context.index.functionsByName.values.joined().flatMap(\.uses)
        return uses.first { $0.kind == .call && $0.name == name && $0.receiver != "super" && $0.location.path != context.path }
            .map(\.location.description)
    }
}
