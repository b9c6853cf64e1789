import ModernizeCore
import SwiftSyntax

/// A `NavigationLink` that builds its destination view: `NavigationLink(destination: D) { label }`,
/// `NavigationLink("Title", destination: D)`, `NavigationLink(destination: D, label: { })` and
/// `NavigationLink { D } label: { }`. Binding-driven links (`isActive:`, `tag:selection:`) are
/// not these.
struct DestinationLink {
    let call: FunctionCallExprSyntax
    /// The destination view as written (nil: a destination closure of several statements).
    let destination: ExprSyntax?
    /// `"Title"` of `NavigationLink("Title", destination:)`.
    let title: ExprSyntax?
    /// The label closure.
    let label: ClosureExprSyntax?

    init?(_ call: FunctionCallExprSyntax) {
        let labels = call.arguments.map { $0.label?.text }
        guard !labels.contains("isActive"), !labels.contains("tag"), !labels.contains("selection"), !labels.contains("value") else { return nil }
        self.call = call
        if let argument = call.arguments.first(where: { $0.label?.text == "destination" }) {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                destination = Self.soleExpression(of: closure)
            } else {
                destination = argument.expression
            }
            title = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
            label = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self)
            guard (title == nil) != (label == nil), call.additionalTrailingClosures.isEmpty else { return nil }
        } else {
            // `NavigationLink { D } label: { }`.
            guard call.arguments.isEmpty, let first = call.trailingClosure, call.additionalTrailingClosures.count == 1,
                  let second = call.additionalTrailingClosures.first, second.label.text == "label" else { return nil }
            destination = Self.soleExpression(of: first)
            title = nil
            label = second.closure
        }
    }

    private static func soleExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.signature == nil, closure.statements.count == 1 else { return nil }
        return closure.statements.first?.item.as(ExprSyntax.self)
    }

    /// The view type the destination creates and its one argument: `Detail(item: x)` (also
    /// under modifiers, `Detail(item: x).navigationTitle("")`).
    var destinationCall: (type: String, call: FunctionCallExprSyntax)? {
        var expression = destination
        while let current = expression {
            guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                expression = base
                continue
            }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
            return (type, call)
        }
        return nil
    }
}
