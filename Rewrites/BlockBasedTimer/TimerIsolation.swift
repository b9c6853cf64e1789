import ModernizeCore
import SwiftSyntax

/// Where a target/selector timer is created: the function that schedules it, and whether the
/// block form can call the selector's method from there on the main actor.
enum TimerIsolation {
    case mainActorMethod(owner: String, function: Syntax)
    case blocked(String)

    static func check(_ call: FunctionCallExprSyntax, mainActorTypes: MainActorTypes) -> TimerIsolation {
        // Every closure between the call and its function must be a plain main-queue hop, so the
        // timer is still scheduled on the main thread's run loop.
        var node = Syntax(call)
        while let closure = Ancestors.innermostClosure(around: node) {
            if closure.signature?.capture != nil {
                return .blocked("the timer is created inside a closure with a capture list, where `self` may not be the instance that owns it")
            }
            guard isMainQueueHop(closure) else {
                return .blocked("the timer is created inside a closure, so the rule cannot tell on which thread's run loop it fires (the block would call `MainActor.assumeIsolated`)")
            }
            node = Syntax(closure)
        }
        guard let function = Ancestors.nearest(above: node, where: { Ancestors.isFunctionLike($0) }) else {
            return .blocked("the timer is not created inside a method, so `self` is not the instance that owns it")
        }
        let modifiers = function.as(FunctionDeclSyntax.self)?.modifiers ?? function.as(InitializerDeclSyntax.self)?.modifiers
        if modifiers?.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) == true {
            return .blocked("the timer is created in a type method, where `self` is the type, not an instance")
        }
        if modifiers?.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) == true {
            return .blocked("the timer is created in a `nonisolated` method, which may run off the main thread")
        }
        guard let owner = Ancestors.enclosingTypeName(of: function) else {
            return .blocked("the timer is not created in a type's method")
        }
        guard mainActorTypes.isMainActor(owner) else {
            return .blocked("`\(owner)` is not main-actor isolated: the block of `scheduledTimer(withTimeInterval:repeats:block:)` is `@Sendable`, so in Swift 6 mode it cannot capture a non-Sendable `self`; make `\(owner)` `@MainActor` (or `Sendable`) first, or keep the selector timer")
        }
        return .mainActorMethod(owner: owner, function: function)
    }

    /// `DispatchQueue.main.async { … }` / `asyncAfter(deadline:) { … }` (trailing or `execute:`),
    /// recognised by the GCD rule's `DispatchCall`; capture lists are refused by the caller.
    private static func isMainQueueHop(_ closure: ClosureExprSyntax) -> Bool {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)  // `execute: { … }`
        guard let call, let dispatch = DispatchCall(call, customQueueNames: []),
              case .main = dispatch.queue, dispatch.method != "sync" else { return false }
        return dispatch.closure?.id == closure.id
    }
}
