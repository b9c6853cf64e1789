import ModernizeCore
import SwiftSyntax

/// The argument list and block that replace `(timeInterval:target:selector:userInfo:repeats:)`:
/// `(withTimeInterval: 1, repeats: true) { [weak self] _ in` + the call on its own line.
struct TimerBlockText {
    let timer: TargetSelectorTimer
    let method: TimerMethod
    let context: RuleContext

    var replacement: String {
        let intervalLabel = timer.form == .scheduled ? "withTimeInterval" : "timeInterval"
        let parameter = method.timerParameter == nil ? "_" : "timer"
        let indent = context.indentation(of: timer.call)
        let body = "MainActor.assumeIsolated { self?.\(method.call(passing: "timer")) }"
        let block = "{ [weak self] \(parameter) in\(context.newline)\(indent)\(context.indentStyle.unit)\(body)\(context.newline)\(indent)}"
        let arguments = "\(intervalLabel): \(timer.interval.trimmedDescription), repeats: \(timer.repeats.trimmedDescription)"
        // A trailing closure in an `if`/`guard`/`while` condition would end the condition.
        return isInCondition ? "(\(arguments), block: \(block))" : "(\(arguments)) \(block)"
    }

    private var isInCondition: Bool {
        Ancestors.first(above: timer.call) { node -> Ancestors.Step<Bool>? in
            if node.is(ConditionElementSyntax.self) { return .found(true) }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(MemberBlockItemSyntax.self) { return .boundary }
            return nil
        } ?? false
    }
}
