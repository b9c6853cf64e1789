import ModernizeCore
import SwiftSyntax

/// The site for one `.onChange(of:)` call whose action starts a Task.
struct OnChangeRewrite {
    let context: RuleContext
    let action: OnChangeAction
    /// The `onChange` token: where the site is reported and the edit starts.
    let name: TokenSyntax

    var value: String { action.value.trimmedDescription }

    func site() -> Site {
        let closure = action.closure
        guard let task = OnAppearRewrite.soleTask(in: closure) else { return notSoleTask() }
        if let menu = OnAppearRewrite.enclosingMenu(of: action.call) {
            return refuse("it is inside the content of `\(menu.name)` (\(context.position(of: menu.node))), which UIKit turns into a menu: .task(id:) would start and stop with the menu, not the screen", task)
        }
        if let thrower = UncaughtThrow.first(in: task.closure) {
            return context.finding(
                at: name,
                ".onChange { Task { } } left as is: the Task's body throws (`\(Self.firstLine(thrower))` at \(context.position(of: thrower))) and .task(id:) takes a non-throwing closure; the Task dropped the error, so catch it in the body (`do { ... } catch { }`), then migrate",
                suggestion: suggestion(body: ["do {"] + LineBlock.reindented(OnAppearRewrite.inside(task.closure), to: "    ") + ["} catch {", "    // the Task ignored this error", "}"], priority: task.priority))
        }
        if let old = action.oldValueParameter, let read = action.reads(of: old).first {
            return refuse("the body reads the previous value `\(old.text)` (\(context.position(of: read))), which .task(id:) does not pass; keep the previous value in @State if you need it", task)
        }
        if let anonymous = action.anonymousParameter {
            return refuse("the body reads `\(anonymous.text)` (\(context.position(of: anonymous))), an anonymous parameter .task(id:) has no equivalent for; name it `\(value)`", task)
        }
        if action.signatureExtras || task.closure.signature != nil || OnAppearRewrite.hasComments(outside: task.call, in: closure) {
            return refuse("a closure signature (capture list, attributes, effects) or a comment around the Task would not carry over; move it, then migrate", task)
        }
        return rewrite(task)
    }

    private func rewrite(_ task: OnAppearRewrite.SoleTask) -> Site {
        let indent = context.indentation(of: name)
        let unit = context.indentStyle.unit
        let bound = boundNewValue()
        let lines = bound.map { [indent + unit + "let \($0.text) = \(value)"] } ?? []
        let body = lines + LineBlock.reindented(OnAppearRewrite.inside(task.closure), to: indent + unit)
        let replacement = ([head(priority: task.priority) + " {"] + body + [indent + "}"]).joined(separator: context.newline)
        let call = action.call
        let rightParen = call.trailingClosure == nil ? call.rightParen?.endPositionBeforeTrailingTrivia : nil
        let end = rightParen ?? action.closure.endPositionBeforeTrailingTrivia
        let edit = SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<end, replacement: replacement)
        return .review(at: name, [edit], because: note(task, bound: bound))
    }

    /// What changes at this site, for the review note.
    private func note(_ task: OnAppearRewrite.SoleTask, bound: TokenSyntax?) -> String {
        let firstAwait = SyntaxSearch.first(AwaitExprSyntax.self, in: task.closure)
        var parts: [String] = []
        if !action.runsInitially {
            // What the first-appearance run does (a network write, a save) is named: it is new.
            let work = SyntaxSearch.first(AwaitExprSyntax.self, in: task.closure) { !Self.onlyWaits($0) }
            let effect = work.map { ": `\(Self.firstLine($0))` (\(context.position(of: $0))) now runs then too" } ?? ""
            parts.append("the body now also runs when the view first appears, with `\(value)` as it is then, where .onChange ran it only on a change\(effect)")
        }
        parts.append("a new change cancels the run in progress and the view disappearing cancels it too, where each Task ran to the end; "
            + CancellationPoints(task.closure, context: context).consequence(firstAwait: firstAwait))
        if let bound { parts.append("`\(bound.text)` is now bound to `\(value)` when each run starts") }
        return parts.joined(separator: "; ")
    }

    /// The new-value parameter, when the body reads it: bound at the top of the new body.
    private func boundNewValue() -> TokenSyntax? {
        guard let parameter = action.newValueParameter, !action.reads(of: parameter).isEmpty else { return nil }
        return parameter
    }

    private func head(priority: ExprSyntax?) -> String {
        "task(id: \(value)" + (priority.map { ", priority: \($0.trimmedDescription)" } ?? "") + ")"
    }

    private func suggestion(body: [String], priority: ExprSyntax?) -> String {
        (["." + head(priority: priority) + " {"] + body.map { $0.isEmpty ? $0 : "    " + $0 } + ["}"]).joined(separator: "\n")
    }

    private func refuse(_ reason: String, _ task: OnAppearRewrite.SoleTask) -> Site {
        let bound = action.newValueParameter.flatMap { action.reads(of: $0).isEmpty ? nil : $0 }
        let body = (bound.map { ["let \($0.text) = \(value)"] } ?? []) + LineBlock.reindented(OnAppearRewrite.inside(task.closure), to: "")
        return context.finding(
            at: name, severity: .info,
            ".onChange { Task { } } left as is: \(reason); .task(id:) also runs on first appearance and cancels the previous run when the value changes",
            suggestion: suggestion(body: body, priority: task.priority))
    }

    /// The action starts a Task but holds more: stored, detached, conditional or beside others.
    private func notSoleTask() -> Site {
        let closure = action.closure
        let start = SyntaxSearch.first(FunctionCallExprSyntax.self, in: closure, where: OnAppearRewrite.isTaskStart)!
        let taskBody = start.trailingClosure.map { LineBlock.reindented(OnAppearRewrite.inside($0), to: "") } ?? ["// the async work"]
        let reason: String
        if let stored = storedTask(start) {
            reason = "the Task is kept in `\(stored)` (so the code can cancel or await it); .task(id:) cancels the previous run itself when `\(value)` changes and the last one when the view disappears, so if that is what the variable is for, drop it and its cancel() calls"
        } else {
            reason = OnAppearRewrite.whyNot(closure)
        }
        return context.finding(
            at: name, severity: .info,
            ".onChange left as is: \(reason); .task(id: \(value)) also runs on first appearance",
            suggestion: suggestion(body: taskBody, priority: nil))
    }

    /// `x = Task { }` / `self.x = Task { }` as a statement of the action: the stored name.
    private func storedTask(_ start: FunctionCallExprSyntax) -> String? {
        for statement in action.closure.statements {
            guard let expression = statement.item.as(ExprSyntax.self) else { continue }
            let folded = OperatorFolding.folded(expression)
            guard let infix = folded.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                  infix.rightOperand.trimmedDescription == start.trimmedDescription else { continue }
            return infix.leftOperand.trimmedDescription
        }
        return nil
    }

    /// `await Task.sleep(...)` / `await Task.yield()`: waiting, not work with effects.
    static func onlyWaits(_ awaited: AwaitExprSyntax) -> Bool {
        let expression = awaited.expression.as(TryExprSyntax.self)?.expression ?? awaited.expression
        guard let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return called.base?.trimmedDescription == "Task" && ["sleep", "yield"].contains(called.declName.baseName.text)
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.split(separator: "\n").first ?? "")
    }
}
