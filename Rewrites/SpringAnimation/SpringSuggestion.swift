import ModernizeCore
import SwiftSyntax

/// The `animate(springDuration:bounce:...)` call to start from: the duration, velocity, delay
/// and options as written (defaults left out), the bounce from the damping ratio, and the
/// closures exactly as the call has them.
struct SpringSuggestion {
    let spring: SpringCall
    let context: RuleContext

    /// The damping ratio as a number, when it is a literal.
    var dampingValue: Double? {
        let text = spring.damping.trimmedDescription
        guard spring.damping.is(FloatLiteralExprSyntax.self) || spring.damping.is(IntegerLiteralExprSyntax.self) else { return nil }
        return Double(text.replacingOccurrences(of: "_", with: ""))
    }

    /// `1 - ratio` for a ratio up to 1 (Apple's Spring: ratio 1 is bounce 0, ratio 0 bounce 1);
    /// a literal above 1 (overdamped) starts from 0.
    var bounce: String {
        if let value = dampingValue {
            return Self.format(value > 1 ? 0 : 1 - value)
        }
        let text = spring.damping.trimmedDescription
        let simple = spring.damping.is(DeclReferenceExprSyntax.self) || spring.damping.is(MemberAccessExprSyntax.self)
        return simple ? "1 - \(text)" : "1 - (\(text))"
    }

    var text: String {
        var head = "\(spring.receiver.trimmedDescription).animate(springDuration: \(spring.duration.trimmedDescription), bounce: \(bounce)"
        if !Self.isZero(spring.velocity) { head += ", initialSpringVelocity: \(spring.velocity.trimmedDescription)" }
        if !Self.isZero(spring.delay) { head += ", delay: \(spring.delay.trimmedDescription)" }
        if let options = spring.options, options.as(ArrayExprSyntax.self)?.elements.isEmpty != true {
            head += ", options: \(options.trimmedDescription)"
        }
        let call = spring.call
        let tail: String
        if let animations = spring.animationsArgument {
            tail = ", " + original(from: animations.positionAfterSkippingLeadingTrivia, to: call.endPositionBeforeTrailingTrivia)
        } else if let closure = call.trailingClosure {
            tail = ") " + original(from: closure.positionAfterSkippingLeadingTrivia, to: call.endPositionBeforeTrailingTrivia)
        } else {
            tail = ")"
        }
        return head + tail
    }

    /// The original text between two positions, its lines after the first without the call's
    /// own indentation (the suggestion starts at column 0).
    private func original(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        let text = SourceBytes(context).text(start.utf8Offset..<end.utf8Offset)
        let indent = context.indentation(of: spring.call)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        return lines.enumerated().map { index, line in
            index > 0 && line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : String(line)
        }.joined(separator: "\n")
    }

    private static func isZero(_ expression: ExprSyntax) -> Bool {
        ["0", "0.0"].contains(expression.trimmedDescription)
    }

    /// 0.30000000000000004 -> "0.3", 0 -> "0".
    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
