import SwiftSyntax

/// What the layout rules count as an `NSLayoutConstraint` expression.
enum ConstraintExpressions {
    /// UIKit's anchor names (`UIView` and `UILayoutGuide`), and the labels of
    /// `NSLayoutAnchor.constraint(...)`'s first argument.
    static let anchorNames: Set<String> = [
        "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "centerXAnchor", "topAnchor", "bottomAnchor",
        "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor", "widthAnchor", "heightAnchor",
    ]
    static let anchorLabels: Set<String> = [
        "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToConstant", "greaterThanOrEqualToConstant",
        "lessThanOrEqualToConstant", "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter",
        "lessThanOrEqualToSystemSpacingAfter", "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow",
        "lessThanOrEqualToSystemSpacingBelow",
    ]

    /// `<x>.topAnchor.constraint(equalTo: ...)` whose `x` the resolver cannot type (a closure's
    /// `$0`): UIKit's anchor API by its own names, the one place a name is the API.
    static func isAnchorConstraintCall(_ expression: ExprSyntax) -> Bool {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraint",
              let anchor = member.base?.as(MemberAccessExprSyntax.self), anchorNames.contains(anchor.declName.baseName.text),
              let label = call.arguments.first?.label?.text else { return false }
        return anchorLabels.contains(label)
    }

    /// `x` or `a.b.x` -> `x`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `x!` / `x?` -> `x`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while let inner = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
            expression = inner
        }
        return expression
    }
}
