import ModernizeCore
import SwiftSyntax

/// The declaration a name refers to at a point in a function: a local (`let`, `var`,
/// `if let`, `guard let`, `for`) or a parameter of the enclosing function or closure.
struct LocalBinding {
    let id: SyntaxIdentifier
    /// The function or closure the name belongs to.
    let scope: Syntax?
    let type: TypeSyntax?
    let value: ExprSyntax?
    /// A parameter of `scope` (its value comes from callers).
    var isParameter = false
    /// `let cell: UITableViewCell` without a value: assigned by later statements.
    var assignedLater = false
}

/// The cell rule's reading of `Scopes.declarations(of:at:)`: the innermost declaration whose
/// type or value it can judge. Others (closure captures, `switch` / `catch` / tuple patterns,
/// `if case`, nested functions, a `for` variable seen from its `where` clause) are passed over for
/// the next one out. The search ends at the enclosing function or initializer (its parameters
/// included) or type member: members and outer functions' locals are not this function's.
enum LocalBindings {
    static func binding(named name: String, at use: some SyntaxProtocol) -> LocalBinding? {
        let boundary = Ancestors.nearest(above: use) {
            $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) || $0.parent?.is(MemberBlockItemSyntax.self) == true
        }
        for declaration in Scopes.declarations(of: name, at: use) {
            if let boundary, declaration.position < boundary.position || declaration.endPosition > boundary.endPosition { return nil }
            if let found = binding(declaredBy: declaration, use: Syntax(use)) { return found }
        }
        return nil
    }

    private static func binding(declaredBy declaration: Syntax, use: Syntax) -> LocalBinding? {
        if let pattern = declaration.as(IdentifierPatternSyntax.self) {
            // `let name = ...` (a statement of a code block: the only variables declarations reports).
            if let binding = pattern.parent?.as(PatternBindingSyntax.self), binding.pattern.id == pattern.id,
               let variable = Ancestors.nearest(VariableDeclSyntax.self, above: binding) {
                return LocalBinding(
                    id: binding.id, scope: Ancestors.enclosingScope(of: variable), type: binding.typeAnnotation?.type, value: binding.initializer?.value,
                    assignedLater: binding.initializer == nil)
            }
            // `if let name = ...`, `guard let name = ...`, `while let name = ...`.
            if let optional = pattern.parent?.as(OptionalBindingConditionSyntax.self), optional.pattern.id == pattern.id {
                return LocalBinding(id: optional.id, scope: Ancestors.enclosingScope(of: optional), type: optional.typeAnnotation?.type, value: optional.initializer?.value)
            }
            // `for name in ...`, seen from the loop's body.
            if let forStatement = pattern.parent?.as(ForStmtSyntax.self), forStatement.pattern.id == pattern.id,
               use.position >= forStatement.body.position, use.endPosition <= forStatement.body.endPosition {
                return LocalBinding(id: forStatement.pattern.id, scope: Ancestors.enclosingScope(of: forStatement), type: forStatement.typeAnnotation?.type, value: nil)
            }
            return nil
        }
        if let parameter = declaration.as(ClosureShorthandParameterSyntax.self), let closure = Ancestors.nearest(ClosureExprSyntax.self, above: parameter) {
            return LocalBinding(id: parameter.id, scope: Syntax(closure), type: nil, value: nil, isParameter: true)
        }
        if let parameter = declaration.as(ClosureParameterSyntax.self), let closure = Ancestors.nearest(ClosureExprSyntax.self, above: parameter) {
            return LocalBinding(id: parameter.id, scope: Syntax(closure), type: parameter.type, value: nil, isParameter: true)
        }
        if let parameter = declaration.as(FunctionParameterSyntax.self), let owner = Ancestors.nearest(FunctionSignatureSyntax.self, above: parameter)?.parent {
            return LocalBinding(id: parameter.id, scope: owner, type: parameter.type, value: nil, isParameter: true)
        }
        return nil
    }
}
