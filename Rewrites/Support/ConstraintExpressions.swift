import SwiftSyntax

/// What the layout rules count as an `NSLayoutConstraint` expression.
enum ConstraintExpressions {
    /// An anchor `constraint(...)` call, `NSLayoutConstraint(...)`, or a property the project
    /// declares as an `NSLayoutConstraint` (`knownConstraints`), through `!` and `?`.
    static func isConstraint(_ expression: ExprSyntax, knownConstraints: Set<String>) -> Bool {
        let expression = unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name?.hasPrefix("constraint") == true || name == "NSLayoutConstraint"
        }
        return propertyName(expression).map(knownConstraints.contains) ?? false
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
