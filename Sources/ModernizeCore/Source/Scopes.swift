import SwiftSyntax

/// One lexical lookup for the rules: the declarations of a name visible at a point, found by a
/// walk up the tree. Each rule reads the answer its own way (`NameResolver`, `LocalBindings`).
///
/// Not SwiftLexicalLookup: without a build configuration its lookup inside `#if` searches only
/// the `#else` clause, so a local declared and used in one `#if DEBUG` clause is not found (and
/// names from an earlier `#if` block are seen after its `#endif`).
public enum Scopes {
    /// The declarations of `name` visible at `node`, innermost first, as the syntax that
    /// declares it: an identifier pattern (`let`, `var`, `if let`, `guard let`, `for`, `case`,
    /// `catch` patterns), a closure capture or parameter, a function's parameter, a nested
    /// function, or a `catch` clause for its implicit `error`. Code block items count when they
    /// precede `node` (nested functions anywhere in their block). The walk ends at the type
    /// member holding `node`, after that member's own parameters, or at the file.
    public static func declarations(of name: String, at node: some SyntaxProtocol) -> [Syntax] {
        var found: [Syntax] = []
        visitDeclarations(of: name, at: node) { found.append($0); return true }
        return found
    }

    /// `declarations(of:at:).first`, without collecting the rest: the walk stops at the first
    /// declaration. Indexing and type resolution ask this for every use of a local, so the full
    /// list was a measurable part of a cold run.
    public static func firstDeclaration(of name: String, at node: some SyntaxProtocol) -> Syntax? {
        var first: Syntax?
        visitDeclarations(of: name, at: node) { first = $0; return false }
        return first
    }

    /// The walk behind both: `visit` gets each declaration in `declarations(of:at:)`'s order and
    /// returns false to end it. A block's statements are searched from the use backwards.
    private static func visitDeclarations(of name: String, at node: some SyntaxProtocol, _ visit: (Syntax) -> Bool) {
        var child = Syntax(node)
        while let parent = child.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if let function = item.item.as(FunctionDeclSyntax.self), function.name.hasText(name), !visit(Syntax(function)) { return }
                }
                for item in list.reversed() where item.position < child.position {
                    var declared: [Syntax] = []
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        declared = variable.bindings.reversed().flatMap { patterns(named: name, in: $0.pattern) }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        declared = conditions(declaring: name, guardStatement.conditions.reversed())
                    }
                    for declaration in declared where !visit(declaration) { return }
                }
            } else {
                for declaration in declarations(of: name, in: parent, seenFrom: child) where !visit(declaration) { return }
            }
            if parent.parent?.is(MemberBlockItemSyntax.self) == true || parent.is(SourceFileSyntax.self) { break }
            child = parent
        }
    }

    /// The names a pattern binds: `(a, b)` -> a, b; `case .some(let x)` -> x.
    public static func boundNames(in pattern: some SyntaxProtocol) -> [String] {
        SyntaxSearch.all(IdentifierPatternSyntax.self, in: pattern).map(\.identifier.text)
    }

    // Syntax collections are filtered as arrays: `SyntaxCollection.filter` (RangeReplaceable)
    // builds a new, detached collection whose nodes are not the tree's.
    /// What one scope other than a block (`visitDeclarations` walks those) declares.
    private static func declarations(of name: String, in parent: Syntax, seenFrom child: Syntax) -> [Syntax] {
        // Most nodes a walk passes (expressions, argument lists) declare nothing: one look at
        // the kind instead of a cast to each scope below (3% of a cold run went to those casts).
        switch parent.kind {
        case .conditionElementList, .ifExpr, .whileStmt, .forStmt, .switchCase, .catchClause, .closureExpr, .functionDecl, .initializerDecl: break
        default: return []
        }
        if let list = parent.as(ConditionElementListSyntax.self) {
            return conditions(declaring: name, Array(list).filter { $0.endPosition <= child.position }.reversed())
        }
        if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
            return conditions(declaring: name, ifExpression.conditions.reversed())
        }
        if let whileStatement = parent.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
            return conditions(declaring: name, whileStatement.conditions.reversed())
        }
        if let forStatement = parent.as(ForStmtSyntax.self), child.id == forStatement.body.id || child.id == forStatement.whereClause?.id {
            return patterns(named: name, in: forStatement.pattern)
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id, case .case(let label) = switchCase.label {
            return label.caseItems.flatMap { patterns(named: name, in: $0.pattern) }
        }
        if let catchClause = parent.as(CatchClauseSyntax.self), child.id == catchClause.body.id {
            if catchClause.catchItems.isEmpty { return name == "error" ? [parent] : [] }
            return catchClause.catchItems.flatMap { $0.pattern.map { patterns(named: name, in: $0) } ?? [] }
        }
        if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
            var found = Array(signature.capture?.items ?? []).filter { $0.name.hasText(name) }.map(Syntax.init)
            switch signature.parameterClause {
            case .simpleInput(let parameters): found += Array(parameters).filter { $0.name.hasText(name) }.map(Syntax.init)
            case .parameterClause(let clause): found += Array(clause.parameters).filter { ($0.secondName ?? $0.firstName).hasText(name) }.map(Syntax.init)
            case nil: break
            }
            return found
        }
        let parameters = parent.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        return Array(parameters ?? []).filter { ($0.secondName ?? $0.firstName).hasText(name) }.map(Syntax.init)
    }

    /// The identifier patterns named `name` that `if let` / `guard let` / `case let` conditions bind.
    private static func conditions(declaring name: String, _ conditions: some Sequence<ConditionElementSyntax>) -> [Syntax] {
        conditions.flatMap { element -> [Syntax] in
            switch element.condition {
            case .optionalBinding(let binding): patterns(named: name, in: binding.pattern)
            case .matchingPattern(let matching): patterns(named: name, in: matching.pattern)
            default: []
            }
        }
    }

    private static func patterns(named name: String, in pattern: some SyntaxProtocol) -> [Syntax] {
        // `let x`, by far the most common pattern, without a tree search: it holds no other pattern.
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.hasText(name) ? [Syntax(identifier)] : []
        }
        return SyntaxSearch.all(IdentifierPatternSyntax.self, in: pattern) { $0.identifier.hasText(name) }.map(Syntax.init)
    }
}
