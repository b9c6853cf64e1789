import ModernizeCore
import SwiftSyntax

/// Direct calls of `traitCollectionDidChange(...)` (not `super.`'s), which code uses to run the
/// override's work at setup (`traitCollectionDidChange(nil)`): after a migration they would do
/// nothing. Found in this file, and in other files through the index.
///
/// A bare or `self.` call reaches this override only from the override's own type or a type
/// related to it by inheritance (either way: a superclass's call dispatches to the subclass's
/// override); a call on another receiver, or outside any type, may reach it and counts.
enum ExplicitCalls {
    static let name = "traitCollectionDidChange"

    /// "File.swift:12:9" (or "12:9" in this file) of the first direct call that may reach
    /// `override`, if any; the first in file and line order, so reports are stable.
    static func first(reaching override: FunctionDeclSyntax, in context: RuleContext) -> String? {
        let owner = Ancestors.enclosingTypeName(of: override)
        let local = SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree).first { call in
            guard let receiver = receiver(of: call) else { return false }
            let caller = Ancestors.enclosingTypeName(of: call)
            return mayReach(receiver: receiver, callerType: caller, owner: owner, index: context.index)
        }
        if let local { return "\(context.position(of: local))" }
        let calls = context.index.callsByName[name] ?? []
        return calls.first { call in
            call.use.receiver != "super" && call.use.location.path != context.path
                && mayReach(receiver: call.use.receiver, callerType: call.callerType, owner: owner, index: context.index)
        }?.use.location.description
    }

    /// The receiver as written ("" for a bare call), or nil when this is not a direct call.
    private static func receiver(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name ? "" : nil }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
              let base = member.base, !base.is(SuperExprSyntax.self) else { return nil }
        return base.trimmedDescription
    }

    private static func mayReach(receiver: String, callerType: String?, owner: String?, index: ProjectIndex) -> Bool {
        guard receiver.isEmpty || receiver == "self", let callerType, let owner else { return true }
        return callerType == owner || index.superclassChain(of: callerType).contains(owner) || index.superclassChain(of: owner).contains(callerType)
    }
}
