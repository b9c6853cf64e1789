import ModernizeCore
import SwiftSyntax

/// One constraint between two items' edges, as written: `a.topAnchor.constraint(equalTo:
/// b.topAnchor, constant: 8)` or `NSLayoutConstraint(item: a, attribute: .top, relatedBy:
/// .equal, toItem: b, attribute: .top, ...)`. Items are the expressions as written
/// (`self.card`, `view`), compared by `AnchorPin.key`.
struct AnchorPin {
    /// The whole constraint expression.
    let call: FunctionCallExprSyntax
    let item: ExprSyntax
    /// `top`, `leading`, `width`... (the anchor's or the attribute's name without `Anchor`).
    let edge: String
    /// Nil for `equalToConstant:`, `toItem: nil` and a bare `topAnchor` (of `self`).
    let other: ExprSyntax?
    let otherEdge: String?
    /// `equalTo`, `greaterThanOrEqualTo`...; `.equal`, `.greaterThanOrEqual` for item calls as `equalTo`...
    let relation: String
    /// The argument holding the other item (`equalTo: view.topAnchor`, `toItem: view`).
    let otherArgument: LabeledExprSyntax?
    let isItemCall: Bool

    /// `a.xAnchor.constraint(<relation>: b.yAnchor ...)`.
    static func anchorCall(_ call: FunctionCallExprSyntax) -> AnchorPin? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraint",
              let anchor = member.base?.as(MemberAccessExprSyntax.self), ConstraintExpressions.anchorNames.contains(anchor.declName.baseName.text),
              let item = anchor.base, let first = call.arguments.first, let label = first.label?.text,
              ConstraintExpressions.anchorLabels.contains(label) else { return nil }
        let isConstant = label.hasSuffix("Constant")
        // `b.topAnchor`, or `topAnchor` of `self` (no other item expression then).
        let otherAnchor = first.expression.as(MemberAccessExprSyntax.self)
        let otherName = otherAnchor?.declName.baseName.text ?? first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard isConstant || otherName.map({ ConstraintExpressions.anchorNames.contains($0) }) == true else { return nil }
        return AnchorPin(
            call: call, item: item, edge: edgeName(anchor.declName.baseName.text), other: isConstant ? nil : otherAnchor?.base,
            otherEdge: isConstant ? nil : otherName.map(edgeName),
            relation: label, otherArgument: isConstant ? nil : first, isItemCall: false)
    }

    /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, ...)`
    /// with literal attributes and relation.
    static func itemCall(_ call: FunctionCallExprSyntax) -> AnchorPin? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint" else { return nil }
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text ?? "" }).prefix(5) == ["item", "attribute", "relatedBy", "toItem", "attribute"],
              let edge = literalName(arguments[1].expression), let relation = literalName(arguments[2].expression) else { return nil }
        let other = arguments[3].expression.is(NilLiteralExprSyntax.self) ? nil : arguments[3].expression
        return AnchorPin(
            call: call, item: arguments[0].expression, edge: edge, other: other, otherEdge: literalName(arguments[4].expression),
            relation: relation + "To", otherArgument: other == nil ? nil : arguments[3], isItemCall: true)
    }

    static func all(in root: some SyntaxProtocol) -> [AnchorPin] {
        SyntaxSearch.all(FunctionCallExprSyntax.self, in: root).compactMap { anchorCall($0) ?? itemCall($0) }
    }

    /// `self.card!`, `card?` and `card` -> `card`: how two mentions of one item compare.
    static func key(_ expression: ExprSyntax) -> String {
        key(text: expression.trimmedDescription)
    }

    /// `key(_:)` of an expression's text.
    static func key(text: String) -> String {
        var text = text.filter { !$0.isWhitespace && $0 != "!" && $0 != "?" }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    private static func edgeName(_ anchor: String) -> String { String(anchor.dropLast("Anchor".count)) }

    private static func literalName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
    }
}

extension AnchorPin {
    /// `self.card.badge!` -> `badge`: the last name of a receiver as the index records it.
    static func keyName(_ receiver: String) -> String {
        let text = receiver.filter { !$0.isWhitespace && $0 != "!" && $0 != "?" }
        return text.split(separator: ".").last.map(String.init) ?? text
    }
}
