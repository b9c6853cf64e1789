import ModernizeCore
import SwiftSyntax

/// The site for one `.onAppear` call that starts a Task.
struct OnAppearRewrite {
    let context: RuleContext

    /// The closure's only statement as a plain `Task { }` / `Task(priority:) { }`.
    struct SoleTask {
        let call: FunctionCallExprSyntax
        let closure: ClosureExprSyntax
        let priority: ExprSyntax?
        var body: String { closure.statements.trimmedDescription }
    }

    static func soleTask(in closure: ClosureExprSyntax) -> SoleTask? {
        guard closure.statements.count == 1, let statement = closure.statements.first,
              let call = statement.item.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
              let taskClosure = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return nil }
        let arguments = Array(call.arguments)
        if arguments.isEmpty { return SoleTask(call: call, closure: taskClosure, priority: nil) }
        if arguments.count == 1, arguments[0].label?.text == "priority" {
            return SoleTask(call: call, closure: taskClosure, priority: arguments[0].expression)
        }
        return nil
    }

    /// The action closure of `.onAppear { }` / `.onAppear(perform: { })`.
    static func action(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// Does the action start a Task anywhere? Only then is the call this rule's site.
    static func startsTask(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = action(of: call) else { return false }
        return !SyntaxSearch.all(FunctionCallExprSyntax.self, in: closure) { isTaskStart($0) }.isEmpty
    }

    func site(for call: FunctionCallExprSyntax, name: TokenSyntax) -> Site {
        let closure = Self.action(of: call)!
        guard let task = Self.soleTask(in: closure) else {
            return context.finding(
                at: name, severity: .info,
                ".onAppear left as is: \(Self.whyNot(closure)); move the async work into .task { } by hand if it should stop when the view disappears",
                suggestion: ".task {\n    // the async work\n}")
        }
        if let menu = Self.enclosingMenu(of: call) {
            return context.finding(
                at: name, severity: .info,
                ".onAppear { Task { } } left as is: it is inside the content of `\(menu.name)` (\(context.position(of: menu.node))), which UIKit turns into a menu: when .task starts there and when it is cancelled follow the menu, not the screen, so the work may not run or may stop when the menu closes; move the loading to the view that shows the menu",
                suggestion: ".task\(task.priority.map { "(priority: \($0.trimmedDescription))" } ?? "") {\n    \(task.body)\n}")
        }
        if let thrower = UncaughtThrow.first(in: task.closure) {
            return context.finding(
                at: name, severity: .warning,
                ".onAppear { Task { } } left as is: the Task's body throws (`\(thrower.trimmedDescription.split(separator: "\n").first ?? "")` at \(context.position(of: thrower))) and .task takes a non-throwing closure; the Task dropped the error, so catch it in the body (`do { ... } catch { }`), then migrate",
                suggestion: ([".task\(task.priority.map { "(priority: \($0.trimmedDescription))" } ?? "") {", "    do {"]
                    + LineBlock.reindented(Self.inside(task.closure), to: "        ")
                    + ["    } catch {", "        // the Task ignored this error", "    }", "}"]).joined(separator: "\n"))
        }
        if closure.signature != nil || task.closure.signature != nil || Self.hasComments(outside: task.call, in: closure) {
            return context.finding(
                at: name, severity: .info,
                ".onAppear { Task { } } left as is: a closure signature or a comment around the Task would not carry over; move it, then migrate",
                suggestion: ".task\(task.priority.map { "(priority: \($0.trimmedDescription))" } ?? "") {\n    \(task.body)\n}")
        }
        let indent = context.indentation(of: name)
        let lines = LineBlock.reindented(Self.inside(task.closure), to: indent + context.indentStyle.unit)
        let head = "task" + (task.priority.map { "(priority: \($0.trimmedDescription))" } ?? "") + " {"
        let replacement = ([head] + lines + [indent + "}"]).joined(separator: context.newline)
        let end = closure.endPositionBeforeTrailingTrivia
        let rightParen = call.trailingClosure == nil ? call.rightParen?.endPositionBeforeTrailingTrivia : nil
        let edit = SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<(rightParen ?? end), replacement: replacement)
        let firstAwait = SyntaxSearch.all(AwaitExprSyntax.self, in: task.closure).first
        let example = firstAwait.map { " (e.g. `\($0.trimmedDescription.split(separator: "\n").first ?? "")` at \(context.position(of: $0)))" } ?? ""
        return .review(
            at: name, [edit],
            because: "the work is now cancelled when the view disappears\(example), so whatever it does (loading, saving, sending) can stop half-way if the view goes away first (the user navigates back, a sheet closes), where the unstructured Task ran to the end")
    }

    /// `contextMenu { ... }` / `Menu { ... }` content around the call: menu items, not a screen.
    static func enclosingMenu(of call: FunctionCallExprSyntax) -> (name: String, node: Syntax)? {
        Ancestors.callsTakingClosures(around: call).first { ["contextMenu", "Menu"].contains($0.name.text) }.map { ($0.name.text, Syntax($0.name)) }
    }

    /// Why an action that starts a Task is not just one plain Task, for the finding.
    static func whyNot(_ closure: ClosureExprSyntax) -> String {
        if closure.statements.count > 1 { return "\(closure.statements.count - 1) other statement(s) run beside the Task, and .task would make them async and cancellable too" }
        let detached = SyntaxSearch.all(MemberAccessExprSyntax.self, in: closure) {
            $0.declName.baseName.text == "detached" && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
        }
        if !detached.isEmpty { return "it starts a detached task, which runs off the view's actor and is not what .task { } does" }
        if let statement = closure.statements.first, statement.item.is(SequenceExprSyntax.self) || statement.item.is(ReturnStmtSyntax.self) {
            return "the Task is stored or returned (`\(statement.trimmedDescription.split(separator: "\n").first ?? "")`), so something else may cancel or await it"
        }
        return "the Task starts under a condition or inside other code"
    }

    /// `Task { }`, `Task(priority:) { }`, `Task.detached { }`.
    static func isTaskStart(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" { return true }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" { return true }
        return false
    }

    /// The text between a closure's braces.
    static func inside(_ closure: ClosureExprSyntax) -> String {
        let bytes = Array(closure.description.utf8)
        let start = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset - closure.position.utf8Offset
        let end = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset - closure.position.utf8Offset
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Comments in the outer closure that are not inside the Task call.
    static func hasComments(outside task: FunctionCallExprSyntax, in closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { token in
            let inTask = token.position >= task.position && token.endPosition <= task.endPosition
            let leading = inTask && token.id == task.firstToken(viewMode: .sourceAccurate)?.id
            guard !inTask || leading else { return false }
            return token.leadingTrivia.contains(where: \.isComment) || (!inTask && token.trailingTrivia.contains(where: \.isComment))
        }
    }
}
