import ModernizeCore
import SwiftSyntax

/// The review rewrite of one spring call: argument by argument, so the call's layout, its
/// closures and their comments stay as written.
///
///     animate(withDuration: D, delay: X, usingSpringWithDamping: R, initialSpringVelocity: V, ...)
///     animate(springDuration: D, bounce: 1 - R, initialSpringVelocity: V, delay: X, ...)
struct SpringRewrite {
    let spring: SpringCall
    let suggestion: SpringSuggestion
    let context: RuleContext

    /// Why the call stays a finding, or nil.
    var blocker: String? {
        if let value = suggestion.dampingValue, value > 1 {
            return "the damping ratio \(spring.damping.trimmedDescription) is overdamped, which no bounce from 0 to 1 reproduces"
        }
        let arguments = Array(spring.call.arguments.prefix(4))
        if arguments.contains(where: { argument in argument.tokens(viewMode: .sourceAccurate).contains { token in (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains(where: \.isComment) } }) {
            return "a comment among its first four arguments would end up beside another argument"
        }
        return nil
    }

    func edits() -> [SourceEdit] {
        let arguments = Array(spring.call.arguments.prefix(4))
        func replace(_ argument: LabeledExprSyntax, with text: String) -> SourceEdit {
            SourceEdit(range: argument.positionAfterSkippingLeadingTrivia..<argument.expression.endPositionBeforeTrailingTrivia, replacement: text)
        }
        let label = arguments[0].label!
        return [
            SourceEdit(range: label.positionAfterSkippingLeadingTrivia..<label.endPositionBeforeTrailingTrivia, replacement: "springDuration"),
            replace(arguments[1], with: "bounce: \(suggestion.bounce)"),
            replace(arguments[2], with: "initialSpringVelocity: \(spring.velocity.trimmedDescription)"),
            replace(arguments[3], with: "delay: \(spring.delay.trimmedDescription)"),
        ]
    }

    /// What changes at this site.
    var note: String {
        let ratio = spring.damping.trimmedDescription
        let bounce = suggestion.dampingValue == nil
            ? "`bounce: \(suggestion.bounce)` is computed from the damping ratio `\(ratio)` at run time (a ratio above 1 gives a negative bounce, overdamped)"
            : "`bounce: \(suggestion.bounce)` comes from the damping ratio \(ratio)"
        return "the spring's curve changes: `\(spring.duration.trimmedDescription)` was the animation's total time and is now the spring's perceptual duration (about the time it takes to settle), and \(bounce) as bounce = 1 - ratio (Apple's Spring: ratio 1 is bounce 0, ratio 0.5 is bounce 0.5); `initialSpringVelocity`, the delay, the options and the closures carry over as written; compare the two on a device and tune the duration and bounce by eye"
    }
}
