import SwiftSyntax

/// Reads `register(X.self, forCellReuseIdentifier: "Row")`, `register(UINib(nibName: "X",
/// bundle: nil), forCellWithReuseIdentifier: "Row")` and the header/footer and supplementary
/// forms. `identifier` is set for string literals only; other identifiers are kept as written
/// for the rules that can resolve them.
enum ReuseRegistrationReader {
    static let identifierLabels: Set<String> = [
        "forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "withReuseIdentifier",
    ]

    static func read(_ call: FunctionCallExprSyntax, owner: String?, location: IndexLocation) -> ReuseRegistration? {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil,
              let identifierArgument = arguments.dropFirst().first(where: { identifierLabels.contains($0.label?.text ?? "") })
        else { return nil }
        let identifier = identifierArgument.expression.plainStringLiteral
        var className: String?
        var nibName: String?
        if let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self" {
            className = member.base?.trimmedDescription
        } else if let nib = first.expression.as(FunctionCallExprSyntax.self),
                  nib.calledExpression.trimmedDescription == "UINib",
                  let name = nib.arguments.first(where: { $0.label?.text == "nibName" }) {
            nibName = name.expression.plainStringLiteral
        }
        guard className != nil || nibName != nil else { return nil }
        let label = arguments.dropFirst().first { $0.label != nil }?.label?.text ?? ""
        return ReuseRegistration(
            identifier: identifier, identifierExpression: identifierArgument.expression.trimmedDescription, className: className, nibName: nibName, label: label, owner: owner, location: location)
    }
}

extension ExprSyntax {
    /// The text of a plain string literal without interpolation (`"Row"` -> `Row`); nil for
    /// anything else. Reuse identifiers and nib names are only matched when written this way.
    public var plainStringLiteral: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}
