import ModernizeCore
import SwiftSyntax

/// One `UIView.animate(...)` call: which overload it spells, its animations closure and its
/// options, and the edit that adds `.flushUpdates` to it.
struct AnimateCall {
    let call: FunctionCallExprSyntax
    let animations: ClosureExprSyntax

    /// `UIView.animate(...)` calls whose animations closure (labelled or trailing) is a literal.
    static func all(in tree: SourceFileSyntax) -> [AnimateCall] {
        SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).compactMap(AnimateCall.init)
    }

    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "animate",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIView" else { return nil }
        let labelled = call.arguments.first { $0.label?.text == "animations" }
        guard let closure = labelled?.expression.as(ClosureExprSyntax.self) ?? (labelled == nil ? call.trailingClosure : nil) else { return nil }
        self.call = call
        self.animations = closure
    }

    var labels: [String] { call.arguments.map { $0.label?.text ?? "_" } }
    var options: LabeledExprSyntax? { call.arguments.first { $0.label?.text == "options" } }
    /// `animate(springDuration:...)`, iOS 17: every parameter has a default.
    var isSpringDuration: Bool { labels.first == "springDuration" }

    /// The edit adding `.flushUpdates`: merged into existing options (`.a` -> `[.a, .flushUpdates]`,
    /// `[.a]` -> `[.a, .flushUpdates]`), else an `options:` argument where the overload takes it
    /// (before `animations:`), else `delay: 0, options: .flushUpdates` after the duration, which
    /// moves `animate(withDuration:animations:[completion:])` to the overload that has options.
    /// Nil when the call's shape is not one of these.
    func optionsEdit(_ context: RuleContext) -> SourceEdit? {
        if let options {
            return Self.merged(options.expression)
        }
        let hasOptionsParameter = isSpringDuration || labels.contains("delay")
        let animationsArgument = call.arguments.first { $0.label?.text == "animations" }
        if hasOptionsParameter {
            if let animationsArgument {
                let start = animationsArgument.positionAfterSkippingLeadingTrivia
                let separator = startsLine(animationsArgument) ? context.newline + context.indentation(of: animationsArgument) : " "
                return SourceEdit(range: start..<start, replacement: "options: .flushUpdates," + separator)
            }
            guard let last = call.arguments.last else { return nil }
            return insertion(after: last, ["options: .flushUpdates"], context)
        }
        guard labels.first == "withDuration", let duration = call.arguments.first else { return nil }
        return insertion(after: duration, ["delay: 0", "options: .flushUpdates"], context)
    }

    /// Arguments inserted after `argument`, on their own lines when the call puts its
    /// arguments one per line.
    private func insertion(after argument: LabeledExprSyntax, _ arguments: [String], _ context: RuleContext) -> SourceEdit {
        let end = argument.expression.endPositionBeforeTrailingTrivia
        let next = call.arguments.first { $0.position > argument.position }
        let separator: String
        if let next, startsLine(next) {
            separator = "," + context.newline + context.indentation(of: next)
        } else {
            separator = ", "
        }
        return SourceEdit(range: end..<end, replacement: arguments.map { separator + $0 }.joined())
    }

    private func startsLine(_ node: some SyntaxProtocol) -> Bool {
        node.leadingTrivia.contains { $0.isNewline } || node.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.contains { $0.isNewline } == true
    }

    /// `[.a, .b]` -> `[.a, .b, .flushUpdates]`; any other options expression `x` -> `[x, .flushUpdates]`.
    private static func merged(_ expression: ExprSyntax) -> SourceEdit {
        if let array = expression.as(ArrayExprSyntax.self) {
            guard let last = array.elements.last else {
                let start = array.leftSquare.endPositionBeforeTrailingTrivia
                return SourceEdit(range: start..<array.rightSquare.positionAfterSkippingLeadingTrivia, replacement: ".flushUpdates")
            }
            let end = last.expression.endPositionBeforeTrailingTrivia
            return SourceEdit(range: end..<end, replacement: ", .flushUpdates")
        }
        let start = expression.positionAfterSkippingLeadingTrivia
        return SourceEdit(range: start..<expression.endPositionBeforeTrailingTrivia, replacement: "[\(expression.trimmedDescription), .flushUpdates]")
    }

    /// Does the options expression already name `.flushUpdates`?
    var alreadyFlushes: Bool {
        options?.expression.tokens(viewMode: .sourceAccurate).contains { $0.hasText("flushUpdates") } ?? false
    }
}
