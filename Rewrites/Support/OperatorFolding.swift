import SwiftOperators
import SwiftSyntax

/// Operator sequences folded with the standard operator table, as the compiler does:
/// `a != b || c != d` becomes `||` over two `!=` nodes instead of a flat list of elements.
///
/// Folding builds a new tree in which every node keeps its original position (the text does
/// not change), but its nodes are not the original's: use the folded tree only to decide, and
/// take byte ranges and nodes for edits from the original tree.
enum OperatorFolding {
    /// `expression` with every sequence inside it folded. Sequences that do not fold cleanly
    /// (`a == b == c`) are folded as far as they go.
    static func folded(_ expression: ExprSyntax) -> ExprSyntax {
        let folded = OperatorTable.standardOperators.foldAll(expression) { _ in }
        return folded.as(ExprSyntax.self) ?? expression
    }

    /// The text of a binary operator node (`||` in `a || b`); nil for `=`, casts and ternaries.
    static func operatorText(_ infix: InfixOperatorExprSyntax) -> String? {
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// `name = ...`: a plain assignment to the unqualified `name`.
    static func isAssignment(to name: String, _ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { return false }
        return infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }
}
