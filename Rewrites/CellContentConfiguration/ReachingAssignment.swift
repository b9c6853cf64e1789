import SwiftSyntax

/// `let cell: UITableViewCell` given its value later (`cell = tableView.dequeueReusableCell(...)`
/// in each branch of a `switch`): the value a use sees, when it is assigned by a statement
/// before the use in one of the blocks around it, with no other assignment to the name between.
enum ReachingAssignment {
    static func value(of name: String, at use: some SyntaxProtocol, within scope: Syntax?) -> ExprSyntax? {
        var node = Syntax(use)
        while let parent = node.parent, parent.id != scope?.id {
            if let statements = parent.as(CodeBlockItemListSyntax.self), let current = node.as(CodeBlockItemSyntax.self),
               let position = statements.firstIndex(where: { $0.id == current.id }) {
                for statement in statements[..<position].reversed() {
                    if let value = assignedValue(of: name, by: statement) { return value }
                    // An assignment inside an `if` / `switch` before the use: which one reaches it is not plain.
                    if Reassignment.first(of: name, in: Syntax(statement), between: statement.position.utf8Offset, and: statement.endPosition.utf8Offset) != nil {
                        return nil
                    }
                    if declares(name, statement) { return nil }
                }
            }
            node = parent
        }
        return nil
    }

    /// `name = value` as the whole statement.
    private static func assignedValue(of name: String, by statement: CodeBlockItemSyntax) -> ExprSyntax? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return nil }
        let folded = OperatorFolding.folded(ExprSyntax(sequence))
        guard OperatorFolding.isAssignment(to: name, folded) else { return nil }
        return folded.as(InfixOperatorExprSyntax.self)?.rightOperand
    }

    private static func declares(_ name: String, _ statement: CodeBlockItemSyntax) -> Bool {
        statement.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } ?? false
    }
}
