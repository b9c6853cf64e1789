import ModernizeCore
import SwiftParser
import SwiftSyntax

/// The string a reuse identifier stands for, when it can be proven from the code: a plain
/// literal, `"\(Cell.self)"` / `String(describing: Cell.self)` for a non-generic type name, or
/// a `let` of the project initialised with a plain literal (`Cell.reuseID`, `Self.reuseID`,
/// a bare `reuseID` or `self.reuseID` inside its type). Anything else (computed properties,
/// `var`s, interpolations) is not resolved.
enum ReuseIdentifier {
    static func value(of expression: ExprSyntax, owner: String?, index: ProjectIndex) -> String? {
        if let literal = expression.plainStringLiteral { return literal }
        // `"\(Cell.self)"`: one interpolation (the parser adds empty text segments around it).
        let segments = expression.as(StringLiteralExprSyntax.self)?.segments.filter {
            $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true
        } ?? []
        if segments.count == 1, let segment = segments.first?.as(ExpressionSegmentSyntax.self),
           segment.expressions.count == 1, segment.expressions.first?.label == nil,
           let type = selfTypeName(segment.expressions.first!.expression) {
            return type
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String",
           call.arguments.count == 1, call.arguments.first?.label?.text == "describing",
           let type = selfTypeName(call.arguments.first!.expression) {
            return type
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let type = base.baseName.text == "Self" ? owner : base.baseName.text
            if base.baseName.text == "self", let owner {
                return constantLiteral(named: member.declName.baseName.text, in: owner, instance: true, index: index)
            }
            return type.flatMap { constantLiteral(named: member.declName.baseName.text, in: $0, instance: false, index: index) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let owner {
            // A local or parameter of that name hides the property (in a tree read from text,
            // there is none).
            guard Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty else { return nil }
            return constantLiteral(named: reference.baseName.text, in: owner, instance: true, index: index)
        }
        return nil
    }

    /// The same, for an identifier the index recorded as text.
    static func value(ofWritten text: String, owner: String?, index: ProjectIndex) -> String? {
        let tree = Parser.parse(source: "_ = " + text)
        guard let sequence = SyntaxSearch.first(SequenceExprSyntax.self, in: tree), sequence.elements.count == 3,
              let expression = sequence.elements.last else { return nil }
        return value(of: expression, owner: owner, index: index)
    }

    /// `Cell` of `Cell.self`, for a plain type name: `String(describing:)` of a generic or
    /// nested type is not just its written name.
    private static func selfTypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base?.as(DeclReferenceExprSyntax.self),
              base.baseName.text != "Self" else { return nil }
        return base.baseName.text
    }

    /// The literal of the one `let` named `name` in `type` (declaration or extensions), when it
    /// is initialised with a plain string literal. A `var` may be reassigned; an instance `let`
    /// only counts when read from the type's own code (a bare name), since `Type.name` needs a
    /// static one.
    private static func constantLiteral(named name: String, in type: String, instance: Bool, index: ProjectIndex) -> String? {
        let candidates = index.types(named: type).flatMap(\.properties).filter { $0.name == name }
        guard candidates.count == 1, let property = candidates.first, property.isLet, property.isStatic || instance,
              let initializer = property.initializer else { return nil }
        let tree = Parser.parse(source: "_ = " + initializer)
        guard let literal = SyntaxSearch.first(StringLiteralExprSyntax.self, in: tree),
              literal.trimmedDescription == initializer else { return nil }
        return ExprSyntax(literal).plainStringLiteral
    }
}
