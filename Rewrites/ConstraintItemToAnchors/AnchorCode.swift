import SwiftSyntax

/// The anchor spelling of one item constraint: `first.xAnchor.constraint(<relation>To:
/// second.yAnchor, multiplier: m, constant: c)` or `first.widthAnchor.constraint(<relation>ToConstant: c)`.
/// The multiplier and constant are copied byte for byte; a literal 1 multiplier and a literal 0
/// constant are left out, as the anchor methods default to them.
struct AnchorCode {
    let first: String
    let firstAttribute: LayoutAttribute
    /// Nil for `toItem: nil`.
    let second: String?
    let secondAttribute: LayoutAttribute
    let relation: LayoutRelation
    let multiplier: ExprSyntax
    let constant: ExprSyntax

    var text: String {
        let receiver = "\(first).\(firstAttribute.anchorName!).constraint"
        guard let second else { return "\(receiver)(\(relation.constantLabel): \(constant.trimmedDescription))" }
        var arguments = ["\(relation.anchorLabel): \(second).\(secondAttribute.anchorName!)"]
        if !ItemConstraintCall.isLiteral(multiplier, equalTo: 1) { arguments.append("multiplier: \(multiplier.trimmedDescription)") }
        if !ItemConstraintCall.isLiteral(constant, equalTo: 0) { arguments.append("constant: \(constant.trimmedDescription)") }
        return "\(receiver)(\(arguments.joined(separator: ", ")))"
    }

    /// An item as it can stand before `.leadingAnchor`: `x as Any` loses its cast, and other
    /// operator expressions are parenthesized.
    static func receiverText(_ item: ExprSyntax) -> String {
        let item = AnchorDecision.uncastItem(item)
        if item.is(SequenceExprSyntax.self) || item.is(AsExprSyntax.self) || item.is(TernaryExprSyntax.self)
            || item.is(InfixOperatorExprSyntax.self) || item.is(TryExprSyntax.self) || item.is(AwaitExprSyntax.self)
            || item.is(ClosureExprSyntax.self) {
            return "(\(item.trimmedDescription))"
        }
        return item.trimmedDescription
    }
}
