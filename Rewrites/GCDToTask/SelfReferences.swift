import SwiftSyntax

/// Uses of `self` and identifiers, for review notes.
enum SelfReferences {
    /// The first explicit or implicit-member `self` in a closure body, skipping nested closures
    /// that are themselves main-queue hops is left to the caller.
    static func first(in closure: ClosureExprSyntax) -> Syntax? {
        closure.statements.tokens(viewMode: .sourceAccurate).first { $0.tokenKind == .keyword(.self) }.map(Syntax.init)
    }

    /// The first identifier (not a member name) in an expression: `delay` in `.now() + delay`.
    static func firstIdentifier(in expression: ExprSyntax) -> String? {
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  !(reference.parent?.is(MemberAccessExprSyntax.self) ?? false) || reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
            else { continue }
            // Calls and type names (`DispatchTime.now()`) are not values read later.
            if reference.parent?.is(FunctionCallExprSyntax.self) == true || name.first?.isUppercase == true { continue }
            return name
        }
        return nil
    }
}
