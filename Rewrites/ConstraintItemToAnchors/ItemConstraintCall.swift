import ModernizeCore
import SwiftSyntax

/// One `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
/// call, its arguments read as far as they are literals.
struct ItemConstraintCall {
    static let labels = ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]

    let call: FunctionCallExprSyntax
    let firstItem: ExprSyntax
    let secondItem: ExprSyntax
    let multiplier: ExprSyntax
    let constant: ExprSyntax
    let firstAttributeExpression: ExprSyntax
    let secondAttributeExpression: ExprSyntax
    let relationExpression: ExprSyntax

    /// The `NSLayoutConstraint(...)` calls of a tree with exactly the item API's labels
    /// (also spelled `NSLayoutConstraint.init(...)`), in source order.
    static func all(in tree: SourceFileSyntax) -> [ItemConstraintCall] {
        SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).compactMap(ItemConstraintCall.init)
    }

    init?(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        let isConstraintType = callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint"
            || (callee.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "init" && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint"
            } ?? false)
        let arguments = Array(call.arguments)
        guard isConstraintType, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              arguments.map({ $0.label?.text ?? "_" }) == Self.labels else { return nil }
        self.call = call
        firstItem = arguments[0].expression
        firstAttributeExpression = arguments[1].expression
        relationExpression = arguments[2].expression
        secondItem = arguments[3].expression
        secondAttributeExpression = arguments[4].expression
        multiplier = arguments[5].expression
        constant = arguments[6].expression
    }

    /// Where the site is reported: the type name, the first token of the call.
    var anchor: TokenSyntax { call.calledExpression.firstToken(viewMode: .sourceAccurate)! }

    var firstAttribute: LayoutAttribute? { Self.enumCase(firstAttributeExpression, type: "Attribute").flatMap(LayoutAttribute.init) }
    var secondAttribute: LayoutAttribute? { Self.enumCase(secondAttributeExpression, type: "Attribute").flatMap(LayoutAttribute.init) }
    var relation: LayoutRelation? { Self.enumCase(relationExpression, type: "Relation").flatMap(LayoutRelation.init) }

    /// `toItem: nil`.
    var hasNilSecondItem: Bool { secondItem.is(NilLiteralExprSyntax.self) }

    /// `.leading` or `NSLayoutConstraint.Attribute.leading` -> "leading"; nil for anything
    /// computed (a parameter, a ternary).
    private static func enumCase(_ expression: ExprSyntax, type: String) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return member.declName.baseName.text }
        let written = base.trimmedDescription.filter { !$0.isWhitespace }
        return written == "NSLayoutConstraint.\(type)" || written == "UIKit.NSLayoutConstraint.\(type)" ? member.declName.baseName.text : nil
    }

    /// A number literal with this value (`1`, `1.0`, `0`, `0.0`); signs and expressions are not.
    static func isLiteral(_ expression: ExprSyntax, equalTo value: Double) -> Bool {
        let text: String
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { text = integer.literal.text }
        else if let float = expression.as(FloatLiteralExprSyntax.self) { text = float.literal.text }
        else { return false }
        return Double(text.replacingOccurrences(of: "_", with: "")) == value
    }

    /// Comments inside the call that a rewrite would drop: all but those inside the multiplier
    /// and constant expressions, which are copied.
    var droppedComments: [String] {
        let kept = [multiplier, constant].map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia }
        var comments: [String] = []
        let tokens = call.tokens(viewMode: .sourceAccurate)
        let last = call.lastToken(viewMode: .sourceAccurate)
        for token in tokens {
            let isFirst = token.id == call.firstToken(viewMode: .sourceAccurate)?.id
            let pieces = (isFirst ? [] : [(token.leadingTrivia, token.position)])
                + (token.id == last?.id ? [] : [(token.trailingTrivia, token.endPositionBeforeTrailingTrivia)])
            for (trivia, start) in pieces {
                guard trivia.contains(where: \.isComment) else { continue }
                if kept.contains(where: { $0.contains(start) }) { continue }
                comments += trivia.compactMap { piece in piece.isComment ? Self.text(of: piece) : nil }
            }
        }
        return comments
    }

    private static func text(of piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}
