import ModernizeCore
import SwiftSyntax

/// The site for one `foregroundColor(x)` call.
struct StyleRewrite {
    let context: RuleContext
    let call: FunctionCallExprSyntax
    let name: TokenSyntax

    func site() -> Site {
        let argument = call.arguments.first!.expression
        let written = argument.trimmedDescription
        if Self.mayBeNil(argument) {
            return context.finding(
                at: name,
                "foregroundColor left as is: `\(written)` can be nil, and foregroundStyle has no optional overload; unwrap it (e.g. `?? Color.primary`) first")
        }
        let onText = Self.receiverIsText(call)
        let before17 = context.options.minimumIOS < IOSVersion(17)
        if onText && before17 && Self.isConcatenated(call) {
            return context.finding(
                at: name,
                "foregroundColor left as is: this Text is concatenated with `+`, and before iOS 17 foregroundStyle returns some View, not Text; migrate when the deployment target is iOS 17",
                suggestion: ".foregroundStyle(\(Self.colorSpelling(argument) ?? written))")
        }
        let declared = spelledColor(argument) == nil ? declaredTypes(of: argument) : []
        if declared.contains(where: { $0.hasSuffix("?") || $0.hasSuffix("!") }) {
            return context.finding(
                at: name,
                "foregroundColor left as is: `\(written)` is declared optional (\(declared.sorted().joined(separator: ", "))), and foregroundStyle has no optional overload; unwrap it first")
        }
        var edits = [SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "foregroundStyle")]
        // Each branch of `c ? a : b` must be a Color too; implicit members are spelled out.
        let branches = Self.ternaryBranches(argument) ?? [argument]
        let spellings = branches.map(Self.colorSpelling)
        let spelled: String? = spellings.contains(nil) ? nil : written
        if spelled != nil {
            for branch in branches {
                guard let member = branch.as(MemberAccessExprSyntax.self), member.base == nil, let color = Self.colorSpelling(branch) else { continue }
                edits.append(SourceEdit(range: member.positionAfterSkippingLeadingTrivia..<member.endPositionBeforeTrailingTrivia, replacement: color))
            }
        }
        var reasons: [String] = []
        if spelled == nil && !(declared.count > 0 && declared.allSatisfy { $0 == "Color" || $0 == "SwiftUI.Color" }) {
            reasons.append("`\(written)` is not known to be a Color: if it is another ShapeStyle or a Color-returning call it behaves the same, but an optional or a UIColor will not compile")
        }
        if onText && before17 {
            reasons.append("on a Text, foregroundStyle returns some View before iOS 17, so code that needs a Text here (a Text-typed property, parameter or return) will not compile")
        }
        if reasons.isEmpty { return .safe(at: name, edits) }
        return .review(at: name, edits, because: reasons.joined(separator: "; "))
    }

    private func spelledColor(_ expression: ExprSyntax) -> String? { Self.colorSpelling(expression) }

    /// The declared types of the project's properties named like the argument's last member
    /// (`theme.tint` -> every `tint` the index knows); empty when unknown.
    private func declaredTypes(of expression: ExprSyntax) -> [String] {
        let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return [] }
        let properties = context.index.propertiesByName[name] ?? []
        guard !properties.isEmpty, properties.allSatisfy({ $0.type != nil }) else { return [] }
        return properties.compactMap(\.type)
    }

    /// `Color.red`, `Color(...)`, `Color.red.opacity(0.5)` as written; `.red` as `Color.red`;
    /// nil when the expression is not plainly a Color.
    static func colorSpelling(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedDescription
        if text.hasPrefix("Color.") || text.hasPrefix("Color(") || text.hasPrefix("SwiftUI.Color") { return text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return "Color" + text
        }
        return nil
    }

    /// The two branches of `condition ? a : b` (operators are not folded here: a ternary is a
    /// three-element sequence whose middle holds the first branch).
    static func ternaryBranches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return [ternary.thenExpression, elements[2]]
    }

    /// `nil`, `x?.y`, `a ?? nil`, a `try?`: anything whose value may be nil.
    static func mayBeNil(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.nil)
                || (token.tokenKind == .postfixQuestionMark && token.parent?.is(OptionalChainingExprSyntax.self) == true)
                || (token.tokenKind == .postfixQuestionMark && token.parent?.is(TryExprSyntax.self) == true)
        }
    }

    /// Does the modifier chain start with `Text(...)`?
    static func receiverIsText(_ call: FunctionCallExprSyntax) -> Bool {
        var expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let current = expression {
            if let inner = current.as(FunctionCallExprSyntax.self) {
                if inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" { return true }
                expression = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                return false
            }
        }
        return false
    }

    /// Is the call an operand of `+` (a `Text + Text` concatenation)?
    static func isConcatenated(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let sequence = parent.as(ExprListSyntax.self) {
                return sequence.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
            }
            if parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) { node = parent; continue }
            return false
        }
        return false
    }
}
