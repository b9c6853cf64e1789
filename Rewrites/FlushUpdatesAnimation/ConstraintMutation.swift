import SwiftSyntax

/// One statement that changes constraints: `c.constant = x`, `c.isActive = b`,
/// `NSLayoutConstraint.activate([...])` or `.deactivate([...])`.
struct ConstraintMutation {
    let statement: CodeBlockItemSyntax
    /// The constraint expressions changed (`c`; the array's elements, or the array itself when
    /// it is not a literal).
    let constraints: [ExprSyntax]

    init?(_ statement: CodeBlockItemSyntax) {
        self.statement = statement
        if let sequence = statement.item.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  let member = elements[0].as(MemberAccessExprSyntax.self),
                  ["constant", "isActive"].contains(member.declName.baseName.text), let receiver = member.base else { return nil }
            constraints = [receiver]
        } else if let call = statement.item.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint",
                  ["activate", "deactivate"].contains(member.declName.baseName.text),
                  call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first {
            constraints = argument.expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [argument.expression]
        } else {
            return nil
        }
    }

    /// The contiguous mutations that end just before `item` in its list, in order.
    static func run(before item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> [ConstraintMutation] {
        let before = Array(list.prefix { $0.id != item.id })
        var run: [ConstraintMutation] = []
        for statement in before.reversed() {
            guard let mutation = ConstraintMutation(statement) else { break }
            run.insert(mutation, at: 0)
        }
        return run
    }
}

/// `<v>.layoutIfNeeded()` as a statement: `v`'s text with `self.` dropped (`self` for a bare call).
enum LayoutFlush {
    static func receiver(of item: CodeBlockItemSyntax) -> ExprSyntax?? {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "layoutIfNeeded" {
            return .some(nil)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "layoutIfNeeded",
              let base = member.base else { return nil }
        return .some(base)
    }

    /// `self.view` -> `view`, `self` / nil -> `self`.
    static func name(_ receiver: ExprSyntax?) -> String {
        guard let receiver else { return "self" }
        let text = receiver.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    static func isOptionalChained(_ receiver: ExprSyntax?) -> Bool {
        receiver?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark } ?? false
    }
}
