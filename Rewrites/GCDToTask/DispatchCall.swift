import SwiftSyntax

/// A call on a dispatch queue, recognised from syntax alone: `DispatchQueue.main.async { }`,
/// `DispatchQueue.global(qos: .utility).async(execute: { })`, `queue.sync { }`, ...
struct DispatchCall {
    enum Queue {
        case main
        /// `DispatchQueue.global(...)`, with the arguments of `global(...)`.
        case global(LabeledExprListSyntax)
        /// `DispatchQueue(label:)` inline, or a name declared as a `DispatchQueue` in the file.
        case custom
        /// A name the file binds to `DispatchQueue.main` (`let queue = DispatchQueue.main`).
        case mainAlias(String)
        /// A receiver the type resolver types as a `DispatchQueue` that the syntax does not
        /// identify (`Queues.make()`, a property set from a factory): main, global or custom.
        case unidentified
    }

    let call: FunctionCallExprSyntax
    let queue: Queue
    /// `async`, `asyncAfter` or `sync`.
    let method: String
    /// The work closure: the trailing closure or an `execute: { ... }` argument.
    let closure: ClosureExprSyntax?
    /// True when the closure is the `execute:` argument, so the call's `)` goes with the rewrite.
    let closureIsArgument: Bool
    /// Arguments other than an `execute:` closure (`deadline:`, `qos:`, `flags:`, `group:`,
    /// or an `execute:` that is not a closure literal).
    let otherArguments: [LabeledExprSyntax]

    static let methods: Set<String> = ["async", "asyncAfter", "sync"]

    var labels: [String] { otherArguments.map { $0.label?.text ?? "_" } }

    /// Recognises `call` when its receiver is a dispatch queue; `customQueueNames` are names the
    /// file declares as `DispatchQueue`s; `typedAsQueue` asks the type resolver about a receiver
    /// the syntax does not identify.
    init?(
        _ call: FunctionCallExprSyntax, customQueueNames: Set<String>, mainAliasNames: Set<String> = [],
        typedAsQueue: (ExprSyntax) -> Bool = { _ in false }
    ) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.methods.contains(member.declName.baseName.text),
              let base = member.base,
              let queue = Self.queue(of: base, customQueueNames: customQueueNames, mainAliasNames: mainAliasNames)
                ?? (typedAsQueue(base) ? .unidentified : nil)
        else { return nil }
        self.call = call
        self.queue = queue
        self.method = member.declName.baseName.text
        guard call.additionalTrailingClosures.isEmpty else { return nil }
        var arguments = Array(call.arguments)
        if let trailing = call.trailingClosure {
            closure = trailing
            closureIsArgument = false
        } else if let last = arguments.last, last.label?.text == "execute",
                  let literal = last.expression.as(ClosureExprSyntax.self) {
            closure = literal
            closureIsArgument = true
            arguments.removeLast()
        } else {
            closure = nil
            closureIsArgument = false
        }
        otherArguments = arguments
    }

    private static func queue(of base: ExprSyntax, customQueueNames: Set<String>, mainAliasNames: Set<String>) -> Queue? {
        // `queue?.async { }`, `queue!.async { }`: the queue is the unwrapped value.
        if let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression {
            return queue(of: inner, customQueueNames: customQueueNames, mainAliasNames: mainAliasNames)
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "main", isDispatchQueueType(member.base) { return .main }
            if mainAliasNames.contains(member.declName.baseName.text) { return .mainAlias(member.declName.baseName.text) }
            // `self.queue`, `Self.queue`, `Worker.queue`: judged by the member's name.
            return customQueueNames.contains(member.declName.baseName.text) ? .custom : nil
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            if mainAliasNames.contains(reference.baseName.text) { return .mainAlias(reference.baseName.text) }
            return customQueueNames.contains(reference.baseName.text) ? .custom : nil
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "global", isDispatchQueueType(member.base) {
                return .global(call.arguments)
            }
            if isDispatchQueueType(call.calledExpression) { return .custom }
        }
        return nil
    }

    /// `DispatchQueue.main`, or `.main` where the type says DispatchQueue.
    static func isMainQueue(_ expression: ExprSyntax, typed: Bool) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main" else { return false }
        return isDispatchQueueType(member.base) || (typed && member.base == nil)
    }

    /// `DispatchQueue`, or `Dispatch.DispatchQueue` qualified by its module.
    private static func isDispatchQueueType(_ expression: ExprSyntax?) -> Bool {
        if let qualified = expression?.as(MemberAccessExprSyntax.self) {
            return qualified.declName.baseName.text == "DispatchQueue" && qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dispatch"
        }
        return expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    }
}

extension DispatchCall {
    /// `DispatchQueue`, `DispatchQueue?`, `DispatchQueue!`.
    static func isDispatchQueue(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
        return SyntaxQueries.baseTypeName(type) == "DispatchQueue"
    }
}
