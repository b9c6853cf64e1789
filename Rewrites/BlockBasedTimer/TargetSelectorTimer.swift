import SwiftSyntax

/// A `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` or
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` call, taken apart.
struct TargetSelectorTimer {
    enum Form {
        /// `Timer.scheduledTimer(…)`: scheduled on the current run loop.
        case scheduled
        /// `Timer(…)`: added to a run loop by other code.
        case unscheduled
    }

    static let labels = ["timeInterval", "target", "selector", "userInfo", "repeats"]

    let call: FunctionCallExprSyntax
    let form: Form
    let interval: ExprSyntax
    let target: ExprSyntax
    let selector: ExprSyntax
    let userInfo: ExprSyntax
    let repeats: ExprSyntax

    init?(_ call: FunctionCallExprSyntax) {
        guard call.trailingClosure == nil, call.arguments.map({ $0.label?.text ?? "_" }) == Self.labels else { return nil }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), Self.isTimerType(member.base) {
            switch member.declName.baseName.text {
            case "scheduledTimer": form = .scheduled
            case "init": form = .unscheduled
            default: return nil
            }
        } else if Self.isTimerType(callee) {
            form = .unscheduled
        } else {
            return nil
        }
        let values = call.arguments.map(\.expression)
        self.call = call
        (interval, target, selector, userInfo, repeats) = (values[0], values[1], values[2], values[3], values[4])
    }

    private static func isTimerType(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        return ["Timer", "Foundation.Timer"].contains(expression.trimmedDescription)
    }

    /// The selector's method: `tick` and its argument names (`["_"]` for `tick(_:)`), nil when the
    /// selector names no plain method of `self` or of the type (`getter:`, another object's method).
    var selectorMethod: (name: String, argumentNames: [String]?)? {
        guard let macro = selector.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax
        if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base,
                  base.is(DeclReferenceExprSyntax.self) {
            reference = member.declName
        } else {
            return nil
        }
        return (reference.baseName.text, reference.argumentNames.map { $0.arguments.map { $0.name.text } })
    }

    /// The type named in `#selector(Type.method)`, if any (not `self`).
    var selectorTypeName: String? {
        guard let macro = selector.as(MacroExpansionExprSyntax.self),
              let member = macro.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self) else { return nil }
        return base.baseName.text
    }

    /// The block form of this call, for a finding's suggestion: the selector's method called on
    /// a weakly captured target (or the target as written when it is not a plain name), through
    /// `MainActor.assumeIsolated` when the owner is main-actor isolated (the block is `@Sendable`).
    /// `inTypeMember`: the call is in a `static` / `class` member, where `self` is the type (a
    /// metatype, which a capture list cannot make weak).
    func suggestedBlockForm(onMainActor: Bool, inTypeMember: Bool = false) -> String {
        let head = form == .scheduled
            ? "Timer.scheduledTimer(withTimeInterval: \(interval.trimmedDescription), repeats: \(repeats.trimmedDescription))"
            : "Timer(timeInterval: \(interval.trimmedDescription), repeats: \(repeats.trimmedDescription))"
        guard let method = selectorMethod else { return head + " { timer in /* the selector's method */ }" }
        let passesTimer = method.argumentNames.map { !$0.isEmpty } ?? false
        let arguments = method.argumentNames?.first.map { $0 == "_" ? "timer" : "\($0): timer" } ?? ""
        let call = "\(method.name)(\(arguments))"
        let parameter = passesTimer ? "timer" : "_"
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        let isType = inTypeMember && name == "self"
        let capture = name.map { isType ? "" : "[weak \($0)] " } ?? ""
        let statement = name.map { isType ? "\($0).\(call)" : "\($0)?.\(call)" } ?? "\(target.trimmedDescription).\(call)"
        return head + " { \(capture)\(parameter) in " + (onMainActor ? "MainActor.assumeIsolated { \(statement) }" : statement) + " }"
    }
}
