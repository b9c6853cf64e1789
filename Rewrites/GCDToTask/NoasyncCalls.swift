import ModernizeCore
import SwiftSyntax

/// APIs Swift marks unavailable from asynchronous code (`noasync`): in a `Task` body they are
/// errors in the Swift 6 language mode (warnings before), though the GCD closure allowed them.
/// Matched by name, so a project's own `lock()` counts too: the conservative side.
enum NoasyncCalls {
    /// `Thread.isMainThread`, ...: static members.
    static let members: Set<String> = ["Thread.isMainThread", "Thread.current", "RunLoop.current"]
    /// `semaphore.wait()`, `group.wait(timeout:)`, XCTest's `wait(for:timeout:)`, `NSLock`'s `lock()` / `unlock()`.
    static let calls: Set<String> = ["wait", "lock", "unlock"]

    /// The first such use the closure's own body makes (nested closures run elsewhere), as
    /// written: `semaphore.wait(...)`, `Thread.isMainThread`.
    static func first(in closure: ClosureExprSyntax) -> (text: String, node: ExprSyntax)? {
        let found = SyntaxSearch.first(ExprSyntax.self, in: closure.statements, skipping: .closuresAndFunctions) { expression in
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
                return members.contains(base.baseName.text + "." + member.declName.baseName.text)
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name.map(calls.contains) ?? false
        }
        guard let found else { return nil }
        if let call = found.as(FunctionCallExprSyntax.self) { return (call.calledExpression.trimmedDescription + "(...)", found) }
        return (found.trimmedDescription, found)
    }
}
