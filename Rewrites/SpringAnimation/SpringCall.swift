import SwiftSyntax

/// One call spelling `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
/// options:animations:completion:)`, labelled or with trailing closures: its arguments by role.
struct SpringCall {
    let call: FunctionCallExprSyntax
    /// `UIView` in `UIView.animate(...)`.
    let receiver: ExprSyntax
    /// The `animate` token: where the site is reported.
    let name: TokenSyntax
    let duration: ExprSyntax
    let delay: ExprSyntax
    let damping: ExprSyntax
    let velocity: ExprSyntax
    let options: ExprSyntax?
    /// The labelled `animations:` argument, when the closure is not trailing.
    let animationsArgument: LabeledExprSyntax?

    static let springLabels = ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity"]

    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "animate",
              member.declName.argumentNames == nil, let base = member.base else { return nil }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        guard labels.count >= 4, Array(labels.prefix(4)) == Self.springLabels else { return nil }
        // The rest, in the declaration's order: options, animations, completion.
        var rest = Array(labels.dropFirst(4))
        if rest.first == "options" { rest.removeFirst() }
        if rest.first == "animations" { rest.removeFirst() } else if call.trailingClosure == nil { return nil }
        if rest.first == "completion" { rest.removeFirst() }
        guard rest.isEmpty else { return nil }
        self.call = call
        receiver = base
        name = member.declName.baseName
        duration = arguments[0].expression
        delay = arguments[1].expression
        damping = arguments[2].expression
        velocity = arguments[3].expression
        options = arguments.first { $0.label?.text == "options" }?.expression
        animationsArgument = arguments.first { $0.label?.text == "animations" }
    }
}
