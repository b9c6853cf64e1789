import ModernizeCore
import SwiftSyntax

/// A `try` or `throw` in a closure's own body that no exhaustive `catch` around it handles: the
/// body throws. A `Task { }` accepts a throwing body (the error ends the task unseen); `.task { }`
/// takes a non-throwing one, so such a body does not compile there as it is.
enum UncaughtThrow {
    static func first(in closure: ClosureExprSyntax) -> Syntax? {
        let candidates: [Syntax] = SyntaxSearch.all(TryExprSyntax.self, in: closure.statements, skipping: .closuresAndFunctions)
            .filter { $0.questionOrExclamationMark == nil }.map(Syntax.init)
            + SyntaxSearch.all(ThrowStmtSyntax.self, in: closure.statements, skipping: .closuresAndFunctions).map(Syntax.init)
        return candidates.sorted { $0.position < $1.position }.first { !isCaught($0, below: closure) }
    }

    /// Inside the body of a `do` whose catches end with a plain `catch` (or `catch let error`)
    /// between the node and the closure.
    private static func isCaught(_ node: Syntax, below closure: ClosureExprSyntax) -> Bool {
        var current = node
        while let parent = current.parent, parent.id != closure.id {
            if let doStatement = parent.as(DoStmtSyntax.self), current.id == doStatement.body.id,
               doStatement.catchClauses.contains(where: isExhaustive) { return true }
            current = parent
        }
        return false
    }

    private static func isExhaustive(_ clause: CatchClauseSyntax) -> Bool {
        guard clause.catchItems.count <= 1 else { return false }
        guard let item = clause.catchItems.first else { return true }
        guard item.whereClause == nil, let pattern = item.pattern else { return item.whereClause == nil }
        // `catch let error` / `catch var e`: binds anything.
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return binding.pattern.is(IdentifierPatternSyntax.self) }
        return false
    }
}
