import ModernizeCore
import SwiftSyntax

/// Calls that block the calling thread. A `Task.detached` body must not make them: a blocked
/// task holds one of the few threads of Swift's cooperative pool (deadlock when they all wait).
/// Also calls into project functions that the index shows making them.
struct BlockingCalls {
    /// Called names recorded by the index, per function.
    static let names: Set<String> = [
        "wait", "sleep", "usleep", "nanosleep", "run", "sync", "lock", "startRunning", "stopRunning",
        "sendSynchronousRequest", "waitUntilAllOperationsAreFinished", "waitUntilFinished", "CFRunLoopRun", "CFRunLoopRunInMode",
        "performAndWait",
    ]
    /// The calls `isBlocking` can say yes to, as the index's call graph follows them up
    /// (`IndexInterest.callGraphSinks`): `run()` only on a run loop, `sleep` on `Thread` or bare.
    static let callGraphSinks: Set<String> = [
        "wait", "Thread.sleep", "sleep", "usleep", "nanosleep", "RunLoop.run", "sync", "lock", "startRunning", "stopRunning",
        "sendSynchronousRequest", "waitUntilAllOperationsAreFinished", "waitUntilFinished", "CFRunLoopRun", "CFRunLoopRunInMode",
        "performAndWait",
    ]
    /// A file mentioning none of these declares no blocking function.
    static let indexTriggers = [
        ".wait(", "Thread.sleep", " sleep(", "usleep(", "RunLoop", ".sync {", ".sync(", ".lock()", "startRunning", "stopRunning",
        "sendSynchronousRequest", "waitUntil", "performAndWait",
    ]

    let context: RuleContext

    struct Blocking: CustomStringConvertible {
        /// The call in the closure, as written (first line).
        let call: String
        let position: SourcePosition
        /// For a project function: the calls from it down to the blocking call, the last one
        /// blocking (`save()` -> `write()` -> `semaphore.wait()`).
        let path: [IndexedUse]
        /// Some callee on the path was chosen by its name (its receiver's type unknown).
        var byName = false
        /// The project method a framework call runs on this thread before the path starts
        /// (`Fetch.main()` (12:5), for `op.start()` on an Operation), and why it runs.
        var entry: (method: String, why: String)?

        var description: String {
            guard !path.isEmpty else { return "`\(call)` at \(position)" }
            let steps = path.map { use in "`\(use.receiver.isEmpty ? "" : use.receiver + ".")\(use.name)(...)` (\(use.location))" }
            let verb = byName ? "may call (a callee chosen by name: its receiver's type is not known)" : "calls"
            if let entry {
                return "`\(call)` at \(position) runs \(entry.method) on this thread (\(entry.why)), which \(verb) " + steps.joined(separator: ", which calls ")
            }
            return "`\(call)` at \(position) \(verb) " + steps.joined(separator: ", which calls ")
        }
    }

    /// The first call in the closure (outside nested closures that escape, which run later
    /// elsewhere) that blocks, directly or through project functions.
    func firstBlockingCall(in closure: ClosureExprSyntax) -> Blocking? {
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.lastToken(viewMode: .sourceAccurate)?.id == token.id else { continue }
            if let blocking = blocking(call) { return blocking }
        }
        return nil
    }

    private func blocking(_ call: FunctionCallExprSyntax) -> Blocking? {
        let called = call.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return nil }
        let receiver = called.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        // Only for a call that blocks: a call's whole text (trailing closures included) for
        // every call in a closure took time growing with the square of the closure's size.
        let text = { call.trimmedDescription.split(separator: "\n").first.map(String.init) ?? name }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let typedRunLoop = name == "run" && called.as(MemberAccessExprSyntax.self)?.base.map(isRunLoop) == true
        if typedRunLoop || Self.isBlocking(name: name, receiver: receiver, labels: labels) {
            return Blocking(call: text(), position: context.position(of: call), path: [])
        }
        // A project function that blocks, up to `CallGraph.maximumDepth` calls down; the callee
        // is chosen by the receiver's type where the resolver knows it, else by name (a false
        // alarm costs a finding, a miss a starved thread pool).
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        if let path = blockingPath(call, name: name, labels: labels, trailing: trailing) {
            return Blocking(call: text(), position: context.position(of: call), path: path.calls, byName: path.byName)
        }
        if let (entry, path) = frameworkEntryPath(call, name: name, labels: labels) {
            return Blocking(call: text(), position: context.position(of: call), path: path.calls, byName: path.byName, entry: entry)
        }
        return nil
    }

    /// A framework call that runs a project method synchronously, on the calling thread, when
    /// that method blocks: `op.start()` runs the Operation subclass's `main()`, and
    /// `perform(#selector(refresh))` runs `refresh`. The call graph sees only calls the project
    /// writes, so these are followed here.
    private func frameworkEntryPath(_ call: FunctionCallExprSyntax, name: String, labels: [String]) -> ((method: String, why: String), CallGraph.Path)? {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let isSelf = base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let receiverType: String? = isSelf ? Ancestors.enclosingTypeName(of: call) : base.flatMap { context.types.type(of: $0).type?.unwrapped.nominalName }
        guard let receiverType else { return nil }
        let graph = CallGraph(index: context.index)
        let method: String
        let methodLabels: [String]?
        let why: String
        switch (name, labels) {
        case ("start", []):
            guard context.types.classChain(of: receiverType).contains("Operation") else { return nil }
            (method, methodLabels, why) = ("main", [], "an Operation's `start()` calls its `main()`")
        case ("perform", ["_"]), ("perform", ["_", "with"]), ("perform", ["_", "with", "with"]):
            guard let selector = call.arguments.first?.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                  let target = selector.arguments.first?.expression else { return nil }
            let reference = target.as(DeclReferenceExprSyntax.self) ?? target.as(MemberAccessExprSyntax.self)?.declName
            guard let reference else { return nil }
            method = reference.baseName.text
            methodLabels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
            why = "`perform(_:)` calls the selector's method before it returns"
        default:
            return nil
        }
        let start = graph.callees(name: method, labels: methodLabels, receiver: .typed(receiverType))
        guard let first = start.first,
              let path = graph.firstPath(from: start, where: { $0.kind == .call && Self.isBlocking(name: $0.name, receiver: $0.receiver, labels: nil) })
        else { return nil }
        return (("`\(receiverType).\(method)()` (\(first.function.location))", why), path)
    }

    private func blockingPath(_ call: FunctionCallExprSyntax, name: String, labels: [String], trailing: Int) -> CallGraph.Path? {
        guard context.index.functionsByName[name] != nil else { return nil }
        let graph = CallGraph(index: context.index)
        let receiver: CallGraph.Receiver
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            receiver = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                ? .unqualified(callerType: Ancestors.enclosingTypeName(of: call)) : graph.receiver(context.types.type(of: base))
        } else {
            receiver = .unqualified(callerType: Ancestors.enclosingTypeName(of: call))
        }
        let start = graph.callees(name: name, labels: labels, trailingClosures: trailing, receiver: receiver)
        let byName = if case .unknown = receiver { true } else { false }
        return graph.firstPath(from: start, byName: byName) { $0.kind == .call && Self.isBlocking(name: $0.name, receiver: $0.receiver, labels: nil) }
    }

    /// `run()` on a run loop however the receiver is spelled (`RunLoop.current`, `runLoop`,
    /// `self.loop` typed `RunLoop`), or with `RunLoop.run`'s own labels on any receiver.
    static func runsRunLoop(receiver: String, labels: [String]?) -> Bool {
        receiver.lowercased().contains("runloop") || labels == ["until"] || labels == ["mode", "before"]
    }

    /// A run loop run directly in the closure's body (not in nested closures or functions): it
    /// blocks its thread until the loop ends, and inside a Task that thread is an actor's or the
    /// cooperative pool's.
    func runLoopRun(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        SyntaxSearch.first(FunctionCallExprSyntax.self, in: closure.statements, skipping: .closuresAndFunctions) { call in
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return name == "CFRunLoopRun" || name == "CFRunLoopRunInMode"
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "run",
                  let base = member.base else { return false }
            return isRunLoop(base) || Self.runsRunLoop(receiver: base.trimmedDescription, labels: call.arguments.map { $0.label?.text ?? "_" })
        }
    }

    private func isRunLoop(_ expression: ExprSyntax) -> Bool {
        guard let type = context.types.type(of: expression).type?.unwrapped else { return false }
        if case .named(let name, _) = type { return name == "RunLoop" || name == "CFRunLoop" }
        return false
    }

    static func isBlocking(name: String, receiver: String, labels: [String]?) -> Bool {
        switch name {
        case "wait": return receiver.isEmpty == false  // semaphore.wait(), group.wait(), condition.wait()
        case "sleep": return receiver == "Thread" || receiver.isEmpty
        case "usleep", "nanosleep": return receiver.isEmpty
        case "run": return runsRunLoop(receiver: receiver, labels: labels)
        case "CFRunLoopRun", "CFRunLoopRunInMode": return receiver.isEmpty
        case "sync": return !receiver.isEmpty
        case "lock": return !receiver.isEmpty
        case "Data", "String", "NSData", "NSString": return labels?.contains("contentsOf") == true
        case "startRunning", "stopRunning", "sendSynchronousRequest", "waitUntilAllOperationsAreFinished", "waitUntilFinished": return true
        // Core Data: blocks until the context's queue has run the block.
        case "performAndWait": return !receiver.isEmpty
        default: return false
        }
    }
}
