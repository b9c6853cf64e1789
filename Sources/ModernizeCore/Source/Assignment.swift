import SwiftSyntax

/// Plain assignments, read from the syntax.
public enum Assignment {
    /// `target = value`: the value when `target` is the whole left side of `=`, in a parsed
    /// (unfolded) sequence or a folded infix expression; nil otherwise (`target.y = v`, `target == v`).
    public static func value(assignedTo target: some SyntaxProtocol) -> ExprSyntax? {
        let target = Syntax(target)
        if let infix = target.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == target.id,
           infix.operator.is(AssignmentExprSyntax.self) {
            return infix.rightOperand
        }
        guard let sequence = target.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(sequence)
        guard let index = elements.firstIndex(where: { $0.id == target.id }), index + 2 < elements.count,
              elements[index + 1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[index + 2]
    }
}
