import SwiftSyntax

/// A small lexical lookup: does an unqualified `name` at `node` refer to a declaration inside
/// the enclosing method (a local, a parameter, a closure parameter, a binding of if/guard/for/
/// switch/catch, a nested function)? The walk stops at the type member that holds `node`.
enum NameResolver {
    static func isLocal(_ name: String, at node: Syntax) -> Bool {
        let position = node.position
        var child = node
        while let parent = child.parent {
            // The method being moved is not a scope of the handler: its parameter is handled apart.
            if parent.parent?.is(MemberBlockItemSyntax.self) == true || parent.is(SourceFileSyntax.self) { return false }
            if declares(name, parent: parent, child: child, before: position) { return true }
            child = parent
        }
        return false
    }

    private static func declares(_ name: String, parent: Syntax, child: Syntax, before position: AbsolutePosition) -> Bool {
        if let list = parent.as(CodeBlockItemListSyntax.self) {
            for item in list {
                if let function = item.item.as(FunctionDeclSyntax.self), function.name.text == name { return true }
                if item.position < child.position, itemDeclares(name, item) { return true }
            }
            return false
        }
        if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature, child.id != signature.id {
            if signature.capture?.items.contains(where: { $0.name.text == name }) == true { return true }
            switch signature.parameterClause {
            case .simpleInput(let parameters): return parameters.contains { $0.name.text == name }
            case .parameterClause(let clause): return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            case nil: return false
            }
        }
        if let ifExpression = parent.as(IfExprSyntax.self), child.id != ifExpression.elseBody?.id {
            return conditionsDeclare(name, ifExpression.conditions, before: position)
        }
        if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.conditions.id {
            return conditionsDeclare(name, guardStatement.conditions, before: position)
        }
        if let whileStatement = parent.as(WhileStmtSyntax.self) {
            return conditionsDeclare(name, whileStatement.conditions, before: position)
        }
        if let forStatement = parent.as(ForStmtSyntax.self), child.id == forStatement.body.id || child.id == forStatement.whereClause?.id {
            return patternNames(forStatement.pattern).contains(name)
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id,
           case .case(let label) = switchCase.label {
            return label.caseItems.contains { patternNames($0.pattern).contains(name) }
        }
        if let catchClause = parent.as(CatchClauseSyntax.self), child.id == catchClause.body.id {
            if catchClause.catchItems.isEmpty { return name == "error" }
            return catchClause.catchItems.contains { $0.pattern.map { patternNames($0).contains(name) } ?? false }
        }
        if let function = parent.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        return false
    }

    private static func itemDeclares(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { patternNames($0.pattern).contains(name) }
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            return conditionsDeclare(name, guardStatement.conditions, before: guardStatement.endPosition)
        }
        return false
    }

    private static func conditionsDeclare(_ name: String, _ conditions: ConditionElementListSyntax, before position: AbsolutePosition) -> Bool {
        conditions.contains { element in
            guard element.endPosition <= position else { return false }
            switch element.condition {
            case .optionalBinding(let binding): return patternNames(binding.pattern).contains(name)
            case .matchingPattern(let matching): return patternNames(matching.pattern).contains(name)
            default: return false
            }
        }
    }

    /// The names a pattern binds; `case .some(let x)` parses the binding as an expression
    /// pattern holding a pattern expression, which the search enters.
    static func patternNames(_ pattern: some SyntaxProtocol) -> [String] {
        SyntaxSearch.all(IdentifierPatternSyntax.self, in: pattern).map(\.identifier.text)
    }
}
