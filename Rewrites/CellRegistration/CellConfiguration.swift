import ModernizeCore
import SwiftSyntax

/// The statements that configure a dequeued cell: those between `let cell = <dequeue>` and the
/// `return cell` that ends the same block. A registration's handler can take them when they
/// read nothing but the cell, the index path, the item and what every scope sees (types,
/// globals): the handler is created once, where `register` was, so it can capture no local of
/// the cell provider, and reading `self` from it would make the view controller keep itself.
struct CellConfiguration {
    /// The statement that binds the dequeued cell (`let cell = ...` or the `guard let`); nil when
    /// the dequeue is returned directly, with nothing to configure.
    let binding: CodeBlockItemSyntax?
    /// The cell's name at the site (`cell`).
    let cellName: String?
    /// The statements to move, in order (empty: nothing configures the cell).
    let statements: [CodeBlockItemSyntax]

    var isEmpty: Bool { statements.isEmpty }

    /// The configuration around `dequeue`, or why it cannot be told apart.
    static func find(_ dequeue: DequeueCall) -> Result<CellConfiguration, BlockReason> {
        var expression = Syntax(dequeue.call)
        // `dequeue as! Cell`: the cast's sequence.
        if let list = expression.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            expression = Syntax(sequence)
        }
        guard let parent = expression.parent else { return .failure(BlockReason("the dequeue is not in a statement")) }
        // `return dequeue` or a single-expression body: nothing configures the cell.
        if parent.is(ReturnStmtSyntax.self) || parent.as(CodeBlockItemSyntax.self).map({ isLastOfBody($0) }) == true {
            return .success(CellConfiguration(binding: nil, cellName: nil, statements: []))
        }
        guard let (item, name) = bindingStatement(of: expression) else {
            return .failure(BlockReason("the dequeued cell is not bound with `let cell = ...` (or `guard let`), so what configures it cannot be told apart"))
        }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
            return .failure(BlockReason("the dequeue is not in a block of statements"))
        }
        let items = Array(list)
        let index = items.firstIndex { $0.id == item.id }!
        let following = Array(items[(index + 1)...])
        guard let last = following.last, let returned = last.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self),
              returned.baseName.text == name else {
            return .failure(BlockReason("the block does not end with `return \(name)` after configuring it, so the configuration cannot move into the registration's handler"))
        }
        return .success(CellConfiguration(binding: item, cellName: name, statements: Array(following.dropLast())))
    }

    /// `let cell = <expression>` / `guard let cell = <expression> else { ... }`: the statement and the name.
    private static func bindingStatement(of expression: Syntax) -> (CodeBlockItemSyntax, String)? {
        guard let initializer = expression.parent?.as(InitializerClauseSyntax.self) else { return nil }
        if let binding = initializer.parent?.as(PatternBindingSyntax.self),
           let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
           let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
           let item = declaration.parent?.as(CodeBlockItemSyntax.self) {
            return (item, pattern.identifier.text)
        }
        if let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self),
           let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
           let guardStatement = Ancestors.nearest(GuardStmtSyntax.self, above: binding),
           let item = guardStatement.parent?.as(CodeBlockItemSyntax.self) {
            return (item, pattern.identifier.text)
        }
        return nil
    }

    /// The only statement of a function's or closure's body (its implicit return).
    private static func isLastOfBody(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        return list.parent?.is(CodeBlockSyntax.self) == true && list.parent?.parent?.is(FunctionDeclSyntax.self) == true
            || list.parent?.is(ClosureExprSyntax.self) == true
    }
}

/// What the moved statements read from outside themselves, checked name by name.
struct CaptureCheck {
    let context: RuleContext
    /// The declarations the handler's parameters replace (the cell, the index path, the item).
    let parameters: [SyntaxIdentifier: String]
    /// Nodes replaced by the item's name (`names[indexPath.item]`): not read as written.
    let replaced: [Syntax]
    let owner: String?

    /// Free functions of the standard library a handler may call like any scope.
    static let standardFunctions: Set<String> = ["print", "max", "min", "abs", "round", "floor", "ceil", "zip", "stride", "String"]

    /// What stops the move, and the line the suggested code gets about it.
    struct Blocker {
        let reason: String
        let hint: String
    }

    /// Why `statements` cannot run in a handler created elsewhere, or nil; and the parameter names they read.
    func check(_ statements: [CodeBlockItemSyntax]) -> (blocked: Blocker?, read: Set<String>) {
        var read: Set<String> = []
        guard let first = statements.first, let last = statements.last else { return (nil, read) }
        let range = first.position..<last.endPosition
        for statement in statements {
            for token in statement.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .keyword(.self), .keyword(.super):
                    return (Blocker(reason: "it reads `\(token.text)` (line \(context.position(of: token).line)); the handler is created once and kept by the registration, so it cannot read the view controller's state without keeping it alive",
                                    hint: "// the registration keeps its handler: capture `self` weakly (`[weak self]`) or pass what the cell needs in the item"), read)
                case .keyword(.return) where isOwnStatement(token, in: statement):
                    return (Blocker(reason: "it returns early (line \(context.position(of: token).line)), which a handler cannot do for the cell provider",
                                    hint: "// the early return must become a branch of the configuration"), read)
                case .keyword(.await), .keyword(.defer), .keyword(.throw):
                    return (Blocker(reason: "it uses `\(token.text)` (line \(context.position(of: token).line)), which a registration's synchronous, non-throwing handler cannot hold as is",
                                    hint: "// the handler is synchronous and cannot throw: move `\(token.text)` out of it"), read)
                case .keyword(.try) where token.nextToken(viewMode: .sourceAccurate).map({ $0.tokenKind == .postfixQuestionMark || $0.tokenKind == .exclamationMark }) != true:
                    return (Blocker(reason: "it uses `try` (line \(context.position(of: token).line)), and a registration's handler cannot throw",
                                    hint: "// the handler cannot throw: handle the error inside it"), read)
                case .multilineStringQuote:
                    return (Blocker(reason: "it holds a multi-line string literal, whose indentation moving would change",
                                    hint: "// re-indent the multi-line string literal by hand"), read)
                default: break
                }
            }
            for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: statement) {
                guard case .identifier = reference.baseName.tokenKind, !isMemberName(reference),
                      !replaced.contains(where: { isInside(reference, $0) }) else { continue }
                let name = reference.baseName.text
                if let declaration = Scopes.declarations(of: name, at: reference).first {
                    if range.contains(declaration.position) { continue }
                    if let parameter = parameters[declaration.id] {
                        read.insert(parameter)
                        if let assigned = Self.assignment(to: Syntax(reference), throughMembers: false) {
                            return (Blocker(reason: "it assigns to `\(name)` (line \(context.position(of: assigned).line)), which is a constant parameter in the handler",
                                            hint: "// `\(name)` is a constant in the handler: assign to a local copy"), read)
                        }
                        continue
                    }
                    return (Blocker(reason: "it reads `\(name)` (line \(context.position(of: reference).line)), a local of the code around the dequeue that the handler, created where `register` is, cannot read",
                                    hint: "// `\(name)` is a local of the cell provider: create it in the handler, or once beside the registration"), read)
                }
                if name.first?.isUppercase == true, !isMember(name) { continue }
                if Self.standardFunctions.contains(name), reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id, !isMember(name) { continue }
                return (Blocker(reason: "it reads `\(name)` (line \(context.position(of: reference).line)), a member of `\(owner ?? "the enclosing type")` or a name the rule cannot place; the handler is created once and would have to keep `self`",
                                hint: "// `\(name)` is read through `self`: capture `self` weakly (`[weak self]`) or pass what the cell needs in the item"), read)
            }
        }
        return (nil, read)
    }

    private func isMember(_ name: String) -> Bool {
        guard let owner else { return false }
        return context.index.types(named: owner).contains { type in
            type.properties.contains { $0.name == name } || type.functions.contains { $0.name == name }
        } || context.types.memberType(name, of: owner, isStatic: false).type != nil
    }

    /// `x` in `a.x` / `.x`: a member name, not a read of `x`.
    private func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
    }

    private func isInside(_ node: some SyntaxProtocol, _ container: Syntax) -> Bool {
        node.position >= container.position && node.endPosition <= container.endPosition
    }

    /// A `return` of the statement itself, not of a closure or function nested in it.
    private func isOwnStatement(_ token: TokenSyntax, in statement: CodeBlockItemSyntax) -> Bool {
        var current = token.parent
        while let node = current, node.id != statement.id {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) { return false }
            current = node.parent
        }
        return true
    }

    /// `name = ...`, `name += ...`, `&name` (and `name.x = ...`, `name[i] = ...` when
    /// `throughMembers`, for a value read out of a collection): the node written to.
    static func assignment(to expression: Syntax, throughMembers: Bool) -> Syntax? {
        var node = expression
        while throughMembers, let parent = node.parent, let base = base(of: parent), base.id == node.id {
            node = parent
        }
        if node.parent?.is(InOutExprSyntax.self) == true { return node }
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return nil }
        let next = elements[index + 1]
        if next.is(AssignmentExprSyntax.self) { return node }
        if let operatorToken = next.as(BinaryOperatorExprSyntax.self)?.operator.text, operatorToken.hasSuffix("="),
           !["==", "!=", "<=", ">=", "===", "!=="].contains(operatorToken) { return node }
        return nil
    }

    /// The base of a member access, subscript, unwrap or chaining: what the node reads into.
    private static func base(of node: Syntax) -> Syntax? {
        if let access = node.as(MemberAccessExprSyntax.self) { return access.base.map(Syntax.init) }
        if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { return Syntax(subscriptCall.calledExpression) }
        if let unwrap = node.as(ForceUnwrapExprSyntax.self) { return Syntax(unwrap.expression) }
        if let chaining = node.as(OptionalChainingExprSyntax.self) { return Syntax(chaining.expression) }
        return nil
    }
}
