import SwiftSyntax

/// Uses of `self`, for review notes.
enum SelfReferences {
    /// The first `self` in a closure body that is the instance, not a metatype's `.self`
    /// (`Model.self`, `[String].self`); nested closures that are main-queue hops are left to
    /// the caller.
    static func first(in closure: ClosureExprSyntax) -> Syntax? {
        closure.statements.tokens(viewMode: .sourceAccurate).first(where: isInstanceSelf).map(Syntax.init)
    }

    /// `self`, not the `.self` member of a type expression.
    static func isInstanceSelf(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .keyword(.self) else { return false }
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
           let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            return false
        }
        return true
    }

    /// `self` in the closure's capture list (`[self]`, `[weak self]`, `[unowned self]`): with
    /// it the body may use the instance's members without writing `self`.
    static func capture(in closure: ClosureExprSyntax) -> TokenSyntax? {
        closure.signature?.capture?.items.lazy.compactMap { item in
            item.initializer == nil ? item.name : nil
        }.first { $0.tokenKind == .keyword(.self) }
    }
}
