import ModernizeCore
import SwiftSyntax

/// Where a Task body can notice that it was cancelled. Cancellation is cooperative: `.task(id:)`
/// only marks the run in progress cancelled, so what a new change does to it depends on the body.
struct CancellationPoints {
    /// `try? await ...`: the cancellation error is dropped and the run goes on.
    let swallowed: TryExprSyntax?
    /// A `do { try await ... } catch` that receives the cancellation error.
    let caught: CatchClauseSyntax?
    /// `Task.isCancelled` / `Task.checkCancellation()`.
    let check: ExprSyntax?
    let context: RuleContext

    init(_ closure: ClosureExprSyntax, context: RuleContext) {
        self.context = context
        let statements = closure.statements
        swallowed = SyntaxSearch.first(TryExprSyntax.self, in: statements, skipping: .closuresAndFunctions) { attempt in
            attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
                && SyntaxSearch.first(AwaitExprSyntax.self, in: attempt.expression, skipping: .closuresAndFunctions) != nil
        }
        caught = SyntaxSearch.first(DoStmtSyntax.self, in: statements, skipping: .closuresAndFunctions) { statement in
            !statement.catchClauses.isEmpty && SyntaxSearch.first(AwaitExprSyntax.self, in: statement.body, skipping: .closuresAndFunctions) != nil
        }?.catchClauses.first
        check = SyntaxSearch.first(MemberAccessExprSyntax.self, in: statements, skipping: .closuresAndFunctions) { access in
            ["isCancelled", "checkCancellation"].contains(access.declName.baseName.text) && access.base?.trimmedDescription == "Task"
        }.map(ExprSyntax.init)
    }

    /// What a cancelled run does, for the review note.
    func consequence(firstAwait: AwaitExprSyntax?) -> String {
        if let swallowed {
            return "but `\(OnChangeRewrite.firstLine(swallowed))` (\(context.position(of: swallowed))) swallows that cancellation, so a cancelled run carries on through the rest of its body at once (past a debounce sleep, straight to its work) while the new run starts"
        }
        if let caught {
            return "the cancellation reaches the `catch` at \(context.position(of: caught)), and the run stops only where that code makes it"
        }
        if let check {
            return "a cancelled run stops where it checks `\(check.trimmedDescription)` (\(context.position(of: check)))"
        }
        let awaited = firstAwait.map { ", unless `\(OnChangeRewrite.firstLine($0))` (\(context.position(of: $0))) checks it itself" } ?? ""
        return "cancelling is cooperative and this body neither throws on it nor checks `Task.isCancelled`, so a cancelled run still finishes\(awaited)"
    }
}
