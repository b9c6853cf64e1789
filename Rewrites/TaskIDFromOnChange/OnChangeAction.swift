import ModernizeCore
import SwiftSyntax

/// The action closure of one `.onChange(of:)` call, in any of SwiftUI's forms: `{ }` and
/// `{ old, new in }` (iOS 17), `{ newValue in }` (iOS 14, `perform:`), trailing or labelled.
struct OnChangeAction {
    let call: FunctionCallExprSyntax
    let closure: ClosureExprSyntax
    /// The observed value: the `of:` argument.
    let value: ExprSyntax
    /// `initial: true`: the action already runs when the view appears.
    let runsInitially: Bool
    /// The closure's parameter names, in order (`_` kept): none, the new value, or old and new.
    let parameters: [TokenSyntax]

    init?(_ call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label?.text == "of" else { return nil }
        guard let closure = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self),
              call.additionalTrailingClosures.isEmpty else { return nil }
        self.call = call
        self.closure = closure
        self.value = first.expression
        self.runsInitially = arguments.contains { $0.label?.text == "initial" && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.text == "true" }
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): parameters = names.map(\.name)
        case .parameterClause(let clause): parameters = clause.parameters.map { $0.secondName ?? $0.firstName }
        case nil: parameters = []
        }
    }

    /// The parameter that holds the new value (the only one, or the second of two).
    var newValueParameter: TokenSyntax? { parameters.last }
    /// The parameter that holds the previous value (`{ old, new in }` only).
    var oldValueParameter: TokenSyntax? { parameters.count == 2 ? parameters.first : nil }

    /// Reads of the parameter `name` anywhere in the closure (nested closures included).
    func reads(of name: TokenSyntax?) -> [DeclReferenceExprSyntax] {
        guard let name, name.tokenKind != .wildcard else { return [] }
        return SyntaxSearch.all(DeclReferenceExprSyntax.self, in: closure.statements) { $0.baseName.text == name.text && $0.argumentNames == nil }
    }

    /// `$0` / `$1` in the closure's own statements: anonymous parameters the rewrite cannot name.
    var anonymousParameter: TokenSyntax? {
        closure.statements.tokens(viewMode: .sourceAccurate).first {
            if case .dollarIdentifier = $0.tokenKind { return true }
            return false
        }
    }

    /// Anything in the closure's signature besides its parameters (capture list, attributes,
    /// `async`, `throws`, a result type): it would not carry over to `.task(id:)`.
    var signatureExtras: Bool {
        guard let signature = closure.signature else { return false }
        return signature.capture != nil || !signature.attributes.isEmpty || signature.effectSpecifiers != nil || signature.returnClause != nil
    }
}
