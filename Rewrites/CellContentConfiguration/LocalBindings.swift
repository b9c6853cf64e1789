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
}

enum LocalBindings {
    /// Walks outwards from `use`, looking only at declarations that precede it. Stops at the
    /// enclosing type: members are not locals.
    static func binding(named name: String, at use: some SyntaxProtocol) -> LocalBinding? {
        var child = Syntax(use)
        while let parent = child.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list.reversed() where item.endPosition <= child.position {
                    if let found = binding(named: name, in: item.item) { return found }
                }
            } else if let conditions = parent.as(ConditionElementListSyntax.self) {
                for element in conditions.reversed() where element.endPosition <= child.position {
                    if let found = binding(named: name, in: element) { return found }
                }
            } else if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                if let found = lastBinding(named: name, in: ifExpression.conditions) { return found }
            } else if let whileStatement = parent.as(WhileStmtSyntax.self), whileStatement.body.id == child.id {
                if let found = lastBinding(named: name, in: whileStatement.conditions) { return found }
            } else if let forStatement = parent.as(ForStmtSyntax.self), forStatement.body.id == child.id,
                      forStatement.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return LocalBinding(id: forStatement.pattern.id, scope: Ancestors.enclosingScope(of: forStatement), type: forStatement.typeAnnotation?.type, value: nil)
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                if let found = parameter(named: name, of: closure) { return found }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                return parameter(named: name, in: function.signature.parameterClause, scope: parent)
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                return parameter(named: name, in: initializer.signature.parameterClause, scope: parent)
            } else if parent.is(MemberBlockSyntax.self) {
                return nil
            }
            child = parent
        }
        return nil
    }

    private static func binding(named name: String, in item: some SyntaxProtocol) -> LocalBinding? {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings.reversed() where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return LocalBinding(id: binding.id, scope: Ancestors.enclosingScope(of: variable), type: binding.typeAnnotation?.type, value: binding.initializer?.value)
            }
        } else if let guardStatement = item.as(GuardStmtSyntax.self) {
            return lastBinding(named: name, in: guardStatement.conditions)
        } else if let element = item.as(ConditionElementSyntax.self), let optional = element.condition.as(OptionalBindingConditionSyntax.self),
                  optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return LocalBinding(id: optional.id, scope: Ancestors.enclosingScope(of: optional), type: optional.typeAnnotation?.type, value: optional.initializer?.value)
        }
        return nil
    }

    private static func lastBinding(named name: String, in conditions: ConditionElementListSyntax) -> LocalBinding? {
        for element in conditions.reversed() {
            if let found = binding(named: name, in: element) { return found }
        }
        return nil
    }

    private static func parameter(named name: String, of closure: ClosureExprSyntax) -> LocalBinding? {
        guard let parameters = closure.signature?.parameterClause else { return nil }
        let scope = Syntax(closure)
        switch parameters {
        case .simpleInput(let shorthand):
            for parameter in shorthand where parameter.name.text == name {
                return LocalBinding(id: parameter.id, scope: scope, type: nil, value: nil, isParameter: true)
            }
        case .parameterClause(let clause):
            for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                return LocalBinding(id: parameter.id, scope: scope, type: parameter.type, value: nil, isParameter: true)
            }
        }
        return nil
    }

    private static func parameter(named name: String, in clause: FunctionParameterClauseSyntax, scope: Syntax) -> LocalBinding? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return LocalBinding(id: parameter.id, scope: scope, type: parameter.type, value: nil, isParameter: true)
        }
        return nil
    }
}
