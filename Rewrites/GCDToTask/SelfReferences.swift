import SwiftSyntax

/// Uses of `self`, for review notes.
enum SelfReferences {
    /// The first explicit or implicit-member `self` in a closure body, skipping nested closures
    /// that are themselves main-queue hops is left to the caller.
    static func first(in closure: ClosureExprSyntax) -> Syntax? {
        closure.statements.tokens(viewMode: .sourceAccurate).first { $0.tokenKind == .keyword(.self) }.map(Syntax.init)
    }
}
