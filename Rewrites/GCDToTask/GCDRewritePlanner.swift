import ModernizeCore
import SwiftSyntax

/// Decides, per dispatch call, between a rewrite and a finding.
struct GCDRewritePlanner {
    let context: RuleContext
    let taskShadowing: TaskShadowing
    /// The project's own types named `DispatchQueue` or `Dispatch`: a call whose queue is
    /// named through one of them (`DispatchQueue.main`, `Dispatch.DispatchQueue.main`) may not be
    /// on Dispatch's queue, and is not rewritten.
    var shadowedDispatchTypes: Set<String> = []
    /// Names the file declares as `DispatchTimeInterval`s (not seconds).
    let intervalNames: Set<String>
    let bytes: SourceBytes
    let heads: ClosureHeadEdits
    let mainActorTypes: MainActorTypes
    let blocking: BlockingCalls

    init(context: RuleContext, taskShadowing: TaskShadowing, intervalNames: Set<String>, classes: [ClassDeclSyntax], structs: [StructDeclSyntax]) {
        self.context = context
        self.taskShadowing = taskShadowing
        self.intervalNames = intervalNames
        bytes = SourceBytes(context)
        heads = ClosureHeadEdits(context: context, bytes: bytes)
        mainActorTypes = MainActorTypes(index: context.index, classes: classes, structs: structs)
        blocking = BlockingCalls(context: context)
    }

    private var sites: [Site] = []

    mutating func plan(calls: [DispatchCall], primitives: [FunctionCallExprSyntax]) -> RuleOutput {
        // Global-queue closures that become detached tasks: main-queue hops directly inside
        // them can `await MainActor.run`.
        var detached: [SyntaxIdentifier: String] = [:]
        for dispatch in calls {
            if case .global(let arguments) = dispatch.queue, dispatch.method == "async",
               let closure = dispatch.closure, dispatch.otherArguments.isEmpty,
               let priority = Self.priority(forGlobal: arguments), blocker(dispatch, closure) == nil,
               blocking.firstBlockingCall(in: closure) == nil, mainActorSelfUse(in: closure) == nil, mainActorRead(in: closure) == nil,
               Self.callerWait(after: dispatch.call) == nil {
                detached[closure.id] = priority
            }
        }
        var customQueueCalls: [DispatchCall] = []
        for dispatch in calls {
            switch (dispatch.queue, dispatch.method) {
            case (.main, "async"): planMainAsync(dispatch, detached: detached)
            case (.main, "asyncAfter"): planMainAsyncAfter(dispatch)
            case (.main, _):
                report(dispatch.call, .warning,
                       "DispatchQueue.main.sync not rewritten: it blocks the caller until the main queue runs the closure (and deadlocks when called on the main thread); from async code use await MainActor.run, which returns the closure's value",
                       suggestion: "await MainActor.run { ... }")
            case (.global(let arguments), "async"):
                if let closure = dispatch.closure, let priority = detached[closure.id] {
                    // Main-queue hops directly inside become `await MainActor.run`, which only
                    // compiles in the detached task: one site, applied or held back together.
                    var edits = heads.replacingHead(dispatch, closure: closure, with: "Task.detached(priority: \(priority))")
                    var reason = detachedReason(closure, priority: priority, arguments: arguments)
                    for hop in calls where Self.isMainHop(hop, directlyIn: closure) && hopBlocker(hop) == nil {
                        edits += heads.replacingHead(hop, closure: hop.closure!, with: "await MainActor.run")
                        reason += "; the main-queue hop at \(context.position(of: hop.call)) becomes `await MainActor.run`, so the task now waits for that main-actor work, which DispatchQueue.main.async did not"
                    }
                    sites.append(.review(at: dispatch.call, edits, because: reason))
                } else if dispatch.closure != nil, unsupportedArguments(dispatch) == nil, let wait = Self.callerWait(after: dispatch.call) {
                    report(dispatch.call, .warning,
                           "DispatchQueue.global().async not rewritten: the caller then waits for it (`\(wait.trimmedDescription)` at \(context.position(of: wait))); GCD gives the block a thread of its own, but a detached task needs a free thread of the cooperative pool, which a waiting caller on that pool can deadlock; make the caller async and await the work instead")
                } else if let closure = dispatch.closure, unsupportedArguments(dispatch) == nil, let use = mainActorSelfUse(in: closure) {
                    report(dispatch.call, .warning,
                           "DispatchQueue.global().async not rewritten: its body uses `self` (\(context.position(of: use.token))), a main-actor `\(use.type)`, synchronously; in a Task.detached body that needs `await` (an error in Swift 5 and 6 modes); move those statements into `await MainActor.run { ... }` first, or keep the queue",
                           suggestion: "Task.detached(priority: \(Self.priority(forGlobal: arguments) ?? ".medium")) {\n    // background work\n    await MainActor.run {\n        // the statements that use self\n    }\n}")
                } else if let closure = dispatch.closure, unsupportedArguments(dispatch) == nil, let read = mainActorRead(in: closure) {
                    let isCalled = read.expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == read.expression.id
                    let what = isCalled
                        ? "calls `\(read.expression.trimmedDescription)(…)` (\(context.position(of: read.expression))), a method of the main-actor `\(read.type)`,"
                        : "reads `\(read.expression.trimmedDescription)` (\(context.position(of: read.expression))), state of the main-actor `\(read.type)`,"
                    report(dispatch.call, .warning,
                           "DispatchQueue.global().async not rewritten: its body \(what) synchronously; in a Task.detached body that needs `await` (an error in the Swift 6 language mode); read it before the dispatch, or move those statements into `await MainActor.run { ... }` first, or keep the queue",
                           suggestion: "Task.detached(priority: \(Self.priority(forGlobal: arguments) ?? ".medium")) {\n    // background work\n    await MainActor.run {\n        // the statements that read main-actor state\n    }\n}")
                } else if let closure = dispatch.closure, unsupportedArguments(dispatch) == nil, let call = blocking.firstBlockingCall(in: closure) {
                    report(dispatch.call, .warning,
                           "DispatchQueue.global().async not rewritten: its body blocks (\(call)), and a blocked task starves Swift's cooperative thread pool; keep the queue, or move the blocking work to a dedicated queue or an actor that awaits instead of blocking")
                } else if let reason = unsupportedArguments(dispatch) ?? blocker(dispatch, dispatch.closure) {
                    report(dispatch.call, .info, "DispatchQueue.global().async not rewritten: \(reason)")
                } else if Self.priority(forGlobal: arguments) == nil {
                    report(dispatch.call, .info, "DispatchQueue.global(...).async not rewritten: the quality of service is not a literal QoS class")
                }
            case (.global, let method):
                report(dispatch.call, .info, "DispatchQueue.global().\(method) not rewritten: only global().async maps to Task.detached")
            case (.mainAlias(let name), let method):
                report(dispatch.call, .info,
                       "\(name).\(method) not rewritten: `\(name)` is DispatchQueue.main under another name, and the rule rewrites only calls it can see are on the main queue; call DispatchQueue.main.\(method) directly (the rule then migrates it), or use a main-actor Task by hand",
                       suggestion: method == "sync" ? "await MainActor.run {\n    // the work\n}" : "Task { @MainActor in\n    // the work\n}")
            case (.custom, _):
                customQueueCalls.append(dispatch)
            case (.unidentified, let method):
                let receiver = dispatch.call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "the receiver"
                let advice = method == "sync"
                    ? "sync blocks the caller until that queue has run the closure, and returns its value: from async code, await an actor's method instead (await MainActor.run where it is the main queue)"
                    : "only main-queue and global-queue calls map to a Task; where it is the main queue, call DispatchQueue.main.\(method) directly and the rule migrates it"
                report(dispatch.call, .info,
                       "\(receiver).\(method) not rewritten: `\(receiver)` is a DispatchQueue the rule cannot identify from the code here (the main queue, a global one or a serial queue of its own); \(advice)")
            }
        }
        reportCustomQueues(customQueueCalls)
        for primitive in primitives {
            let name = primitive.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            let modern = name == "DispatchGroup" ? "a task group (withTaskGroup) or async let" : "an actor or async/await"
            report(primitive, .info, "\(name) not rewritten: its blocking or notify pattern needs restructuring; consider \(modern)")
        }
        return RuleOutput(sites: sites)
    }

    /// Calls on custom queues are never rewritten; on real code they were 44% of the rule's
    /// findings. One finding per queue and file (at its first call, naming every line) keeps
    /// CI logs readable while every call is still covered by a finding.
    private mutating func reportCustomQueues(_ calls: [DispatchCall]) {
        var groups: [(queue: String, calls: [DispatchCall])] = []
        for dispatch in calls {
            let base = dispatch.call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
            var queue = Substring(base.hasPrefix("self.") ? String(base.dropFirst(5)) : base)
            while queue.last == "?" || queue.last == "!" { queue = queue.dropLast() }  // `queue?.async`: the queue is `queue`
            if let index = groups.firstIndex(where: { $0.queue == queue }) { groups[index].calls.append(dispatch) } else { groups.append((String(queue), [dispatch])) }
        }
        let why = [
            "async": "a Task would lose the queue's serial ordering",
            "asyncAfter": "a Task would lose the queue's serial ordering",
            "sync": "sync blocks the caller until the queue has run the closure, and returns its value; the Swift-concurrency counterpart is an actor whose methods callers await",
        ]
        for group in groups {
            guard let first = group.calls.first else { continue }
            if group.calls.count == 1 {
                let message = first.method == "sync"
                    ? "sync on a custom DispatchQueue not rewritten: it blocks the caller until the queue has run the closure, and returns its value; the Swift-concurrency counterpart is an actor whose methods callers await"
                    : "\(first.method) on a custom DispatchQueue not rewritten: a Task would lose the queue's serial ordering"
                report(first.call, .info, message)
                continue
            }
            let lines = group.calls.map { "\(context.position(of: $0.call).line)" }.joined(separator: ", ")
            let methods = Array(Set(group.calls.map(\.method))).sorted()
            let reasons = Array(Set(methods.compactMap { why[$0] })).sorted().joined(separator: "; ")
            report(first.call, .info,
                   "\(group.calls.count) calls on the custom DispatchQueue `\(group.queue)` not rewritten (lines \(lines); \(methods.joined(separator: "/"))): \(reasons)")
        }
    }

    /// A `x.wait()` (semaphore, group) later in the same function as `call`: the caller blocks
    /// until the dispatched work signals.
    static func callerWait(after call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let scope = Ancestors.enclosingScope(of: call) else { return nil }
        return SyntaxSearch.all(FunctionCallExprSyntax.self, in: scope) { candidate in
            guard candidate.position >= call.endPosition,
                  let member = candidate.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "wait", member.base != nil else { return false }
            return Ancestors.enclosingScope(of: candidate)?.id == scope.id
        }.first
    }

    /// A `DispatchQueue.main.async { }` whose innermost closure is `closure`.
    static func isMainHop(_ dispatch: DispatchCall, directlyIn closure: ClosureExprSyntax) -> Bool {
        guard case .main = dispatch.queue, dispatch.method == "async", dispatch.closure != nil else { return false }
        return Ancestors.innermostClosure(around: dispatch.call)?.id == closure.id
    }

    /// Why a main-queue hop cannot become `await MainActor.run` (same reasons as for its own site).
    private func hopBlocker(_ hop: DispatchCall) -> String? {
        unsupportedArguments(hop) ?? blocker(hop, hop.closure)
    }

    /// A `self` used directly in the closure's body (not in a nested closure) when the
    /// enclosing type is main-actor isolated: synchronous main-actor access, which a detached
    /// (async, nonisolated) body may not make.
    private func mainActorSelfUse(in closure: ClosureExprSyntax) -> (token: TokenSyntax, type: String)? {
        guard let type = mainActorTypes.enclosingTypeName(of: closure), mainActorTypes.isMainActor(type) else { return nil }
        let token = closure.statements.tokens(viewMode: .sourceAccurate).first { token in
            SelfReferences.isInstanceSelf(token) && Ancestors.innermostClosure(around: token)?.id == closure.id
        }
        // `[self] in items.count`: the instance's members used without `self`.
        return (token ?? SelfReferences.capture(in: closure)).map { ($0, type) }
    }

    /// A main-actor member read in the closure's body not through `self` (a static such as
    /// `Cell.rowHeight` or `UIScreen.main`, or a member of a main-actor value such as a view
    /// parameter), typed by the resolver; main-queue hops inside stay on the main actor. Bases
    /// of unknown type are not counted (the note of the review site says the body moves off any actor).
    private func mainActorRead(in closure: ClosureExprSyntax) -> (expression: ExprSyntax, type: String)? {
        let types = context.types
        func mainActorBase(_ access: MemberAccessExprSyntax) -> String? {
            guard let base = access.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) else { return nil }
            let type: String
            switch types.type(of: base).type?.unwrapped {
            case .metatype(let metatype)?: guard let name = metatype.nominalName else { return nil }; type = name
            case .named(let name, _)?: type = name
            default: return nil
            }
            return mainActorTypes.isMainActor(type) ? type : nil
        }
        for access in SyntaxSearch.all(MemberAccessExprSyntax.self, in: closure.statements, skipping: Self.mainQueueHops) {
            guard var type = mainActorBase(access) else { continue }
            // `UIScreen.main.scale`: name the first main-actor step, `UIScreen.main`.
            var read = access
            while let inner = read.base?.as(MemberAccessExprSyntax.self), let innerType = mainActorBase(inner) {
                read = inner
                type = innerType
            }
            return (ExprSyntax(read), type)
        }
        return implicitMemberOfMainActorOwner(in: closure).map { (ExprSyntax($0.reference), $0.type) }
    }

    /// A bare name in the body that is a member of the enclosing main-actor type (no local or
    /// parameter declares it): `cacheLimit` in a static method, `trimCache()`. Without `self.`
    /// it is main-actor state all the same.
    private func implicitMemberOfMainActorOwner(in closure: ClosureExprSyntax) -> (reference: DeclReferenceExprSyntax, type: String)? {
        guard let owner = mainActorTypes.enclosingTypeName(of: closure), mainActorTypes.isMainActor(owner) else { return nil }
        let chain = context.types.classChain(of: owner)
        func isMember(_ name: String) -> Bool {
            chain.contains { type in
                context.index.types(named: type).contains { $0.properties.contains { $0.name == name } || $0.functions.contains { $0.name == name } }
            }
        }
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: closure.statements, skipping: Self.mainQueueHops) {
            guard case .identifier(let name) = reference.baseName.tokenKind else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { continue }
            guard Scopes.firstDeclaration(of: name, at: reference) == nil, isMember(name) else { continue }
            return (reference, owner)
        }
        return nil
    }

    /// Closures passed to `DispatchQueue.main.async` / `asyncAfter`: their code runs on the main actor.
    static let mainQueueHops = SyntaxSearch.Barrier { node in
        guard let closure = node.as(ClosureExprSyntax.self) else { return false }
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, let dispatch = DispatchCall(call, customQueueNames: []), case .main = dispatch.queue else { return false }
        return dispatch.closure?.id == closure.id
    }

    /// What may change when this global-queue closure becomes a detached task, for this site.
    private func detachedReason(_ closure: ClosureExprSyntax, priority: String, arguments: LabeledExprListSyntax) -> String {
        var reasons = ["the body now runs on the cooperative pool, off any actor"]
        if arguments.trimmedDescription.contains("userInteractive") {
            reasons.append("TaskPriority has no user-interactive level: .userInteractive becomes \(priority)")
        }
        // A main-actor `self` used directly in the body makes the site a finding; inside the
        // main-queue hops it stays on the main actor.
        let mainActorOwner = mainActorTypes.enclosingTypeName(of: closure).map(mainActorTypes.isMainActor) ?? false
        if !mainActorOwner, let selfUse = SelfReferences.first(in: closure) {
            reasons.append("it captures `self` (\(context.position(of: selfUse))), which must be Sendable in Swift 6 mode")
        }
        return reasons.joined(separator: "; ")
    }

    private mutating func planMainAsync(_ dispatch: DispatchCall, detached: [SyntaxIdentifier: String]) {
        if let reason = unsupportedArguments(dispatch) ?? blocker(dispatch, dispatch.closure) {
            report(dispatch.call, .info, "DispatchQueue.main.async not rewritten: \(reason)")
            return
        }
        guard let closure = dispatch.closure else { return }
        if let enclosing = Ancestors.innermostClosure(around: dispatch.call), detached[enclosing.id] != nil {
            return  // part of the enclosing Task.detached site
        }
        sites.append(mainActorSite(dispatch, edits: heads.mainActorTask(dispatch, closure: closure), delay: nil))
    }

    private mutating func planMainAsyncAfter(_ dispatch: DispatchCall) {
        let deadline = dispatch.otherArguments.first
        guard dispatch.otherArguments.count == 1, let label = deadline?.label?.text,
              label == "deadline" || label == "wallDeadline", let deadline else {
            let reason = unsupportedArguments(dispatch) ?? "unexpected arguments"
            report(dispatch.call, .info, "DispatchQueue.main.asyncAfter not rewritten: \(reason)")
            return
        }
        if let reason = blocker(dispatch, dispatch.closure) {
            report(dispatch.call, .info, "DispatchQueue.main.asyncAfter not rewritten: \(reason)")
            return
        }
        guard let delay = SleepDelay.parse(deadline: deadline.expression, text: bytes, isIntervalName: intervalNames.contains) else {
            report(dispatch.call, .info,
                   "DispatchQueue.main.asyncAfter not rewritten: only a `.now() + delay` deadline (delay in seconds or a DispatchTimeInterval case) maps to Task.sleep; here it is `\(bytes.slice(from: deadline.expression, to: deadline.expression))`")
            return
        }
        guard let closure = dispatch.closure, !closure.statements.isEmpty else { return }  // nothing to run, nothing to migrate
        if delay.isZero {
            sites.append(mainActorSite(dispatch, edits: heads.mainActorTask(dispatch, closure: closure), delay: nil))
            return
        }
        guard let sleep = heads.insertFirstStatement(delay.sleepStatement(minimumIOS: context.options.minimumIOS), into: closure)
        else {
            report(dispatch.call, .info, "DispatchQueue.main.asyncAfter not rewritten: the closure's first statement could not be located for the sleep")
            return
        }
        let reads = DelayReads(deadline: deadline.expression, closure: closure)
        sites.append(mainActorSite(dispatch, edits: heads.mainActorTask(dispatch, closure: closure, captures: reads.captures) + [sleep],
                                   delay: (deadline, delay, reads.lateReads)))
    }

    /// Arguments a Task has no equivalent for, as a reason; nil when there are none.
    private func unsupportedArguments(_ dispatch: DispatchCall) -> String? {
        let labels = dispatch.labels.filter { dispatch.method != "asyncAfter" || ($0 != "deadline" && $0 != "wallDeadline") }
        if labels.contains("group") { return "a dispatch group is involved (use a task group or async let)" }
        if labels.contains("flags") { return "flags: has no Task equivalent" }
        if labels.contains("qos") { return "qos: on a single call has no Task equivalent" }
        if labels.contains("execute") { return "execute: takes a work item or function value, not a closure literal" }
        if !labels.isEmpty { return "unexpected arguments" }
        return nil
    }

    /// Why a call with this closure must not be rewritten here, or nil.
    private func blocker(_ dispatch: DispatchCall, _ closure: ClosureExprSyntax?) -> String? {
        guard let closure else { return "execute: takes a work item or function value, not a closure literal" }
        if closure.signature?.attributes.isEmpty == false { return "the closure already has attributes" }
        if let concern = IsolationContext.concern(around: dispatch.call) {
            return "\(concern), where a Task could change the closure's isolation; review by hand"
        }
        // Before the `noasync` check: its advice (move `RunLoop.current` out) would otherwise
        // lead to a task that still runs the loop.
        if let run = blocking.runLoopRun(in: closure) {
            return "the closure runs a run loop (`\(run.trimmedDescription.split(separator: "\n").first ?? "")` at \(context.position(of: run))), which blocks its thread until the loop ends: in a Task that thread is the main actor's or one of the cooperative pool's few threads, and other work of that actor runs nested inside the loop; keep GCD here, or replace the loop by awaiting what it waits for"
        }
        if let use = NoasyncCalls.first(in: closure) {
            return "the closure uses `\(use.text)` (\(context.position(of: use.node))), which Swift does not allow in asynchronous code: inside a Task it is an error in the Swift 6 language mode; move it out of the closure (or to a synchronous helper) first"
        }
        // `Dispatch.DispatchQueue.main` names the module; `DispatchQueue.main` the type.
        let named = dispatch.call.calledExpression.firstToken(viewMode: .sourceAccurate)?.text == "Dispatch" ? "Dispatch" : "DispatchQueue"
        if shadowedDispatchTypes.contains(named) {
            return "the project declares its own type named \(named), so `\(named)` here may not be Dispatch's, and a Task may not do what this call does (rename the type, or migrate by hand)"
        }
        if let owner = taskShadowing.owner(at: dispatch.call) {
            let declared = owner.isEmpty ? "its own type named Task," : "a type named Task in `\(owner)`, visible here,"
            return "the project declares \(declared) so `Task { }` would not be Swift's task (write `_Concurrency.Task` by hand, or rename the type)"
        }
        return nil
    }

    private mutating func report(_ node: some SyntaxProtocol, _ severity: Severity, _ message: String, suggestion: String? = nil) {
        sites.append(context.finding(at: node, severity: severity, message, suggestion: suggestion))
    }

    /// `Task { @MainActor in }` for a main-queue hop: safe when the call sits directly in a
    /// method of a main-actor type (the hop then keeps its order on the main queue and the
    /// closure's captures stay on the main actor); review otherwise, naming why. The order holds
    /// with a Swift 6 compiler (Xcode 16 or later), which enqueues such a task on the main actor
    /// directly; Swift 5.x compilers started it on the global executor first.
    private func mainActorSite(_ dispatch: DispatchCall, edits: [SourceEdit],
                               delay: (argument: LabeledExprSyntax, value: SleepDelay, lateReads: [String])?) -> Site {
        var reasons: [String] = []
        if let delay {
            // A short constant delay cannot tell the clocks apart (the device would have to sleep
            // within it, and the task starts within a main-queue turn): no note there.
            if !delay.value.isShortConstant {
                reasons.append(SleepClock.note(label: delay.argument.label?.text ?? "deadline", expression: delay.argument.expression.trimmedDescription,
                                               continuous: context.options.minimumIOS >= IOSVersion(16)))
            }
            for name in delay.lateReads {
                reasons.append("`\(name)` is read when the task starts, not at this call, and this code changes it: capture its value before the call if the delay must be the one at the call")
            }
        }
        if let enclosingClosure = Ancestors.innermostClosure(around: dispatch.call) {
            reasons.append("the call is inside a closure (\(context.position(of: enclosingClosure))) whose isolation is not known, so under Swift 6 the task's captures must be Sendable")
        } else if let type = mainActorTypes.enclosingTypeName(of: dispatch.call) {
            if !mainActorTypes.isMainActor(type) {
                reasons.append("`\(type)` is not known to be main-actor isolated, so under Swift 6 the task's captures must be Sendable")
            }
        } else {
            reasons.append("the call is outside any main-actor type, so under Swift 6 the task's captures must be Sendable")
        }
        if reasons.isEmpty { return .safe(at: dispatch.call, edits) }
        return .review(at: dispatch.call, edits, because: reasons.joined(separator: "; "))
    }

    /// `global()` / `global(qos: .utility)` -> the Task priority; nil for anything else.
    static func priority(forGlobal arguments: LabeledExprListSyntax) -> String? {
        guard let argument = arguments.first else { return ".medium" }
        guard arguments.count == 1, argument.label?.text == "qos",
              let member = argument.expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            let baseText = base.trimmedDescription
            guard baseText == "DispatchQoS.QoSClass" || baseText == "QoSClass" else { return nil }
        }
        return [
            "userInteractive": ".high", "userInitiated": ".userInitiated", "default": ".medium",
            "unspecified": ".medium", "utility": ".utility", "background": ".background",
        ][member.declName.baseName.text]
    }
}
