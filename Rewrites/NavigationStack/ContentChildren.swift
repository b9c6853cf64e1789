import ModernizeCore
import SwiftSyntax

/// How many views a `NavigationView { }` closure hands to NavigationView: with one it is a stack
/// (or a sidebar on iPad), with two or three it lays them out as columns. Counted per build
/// configuration, conservatively: what cannot be counted from the code at hand is `unclear`.
enum ContentChildren {
    enum Count: Equatable {
        case views(Int)
        /// Why the number of views is not known here.
        case unclear(String)

        static func + (lhs: Count, rhs: Count) -> Count {
            switch (lhs, rhs) {
            case (.unclear, _): lhs
            case (_, .unclear): rhs
            case (.views(let a), .views(let b)): .views(a + b)
            }
        }
    }

    /// The views of a view builder's statements. `owner` is the type whose members
    /// (`sidebar`, `content`) the statements may name.
    static func count(_ items: CodeBlockItemListSyntax, owner: (any DeclGroupSyntax)?, depth: Int = 0) -> Count {
        items.reduce(Count.views(0)) { total, item in total + count(item.item, owner: owner, depth: depth) }
    }

    private static func count(_ item: CodeBlockItemSyntax.Item, owner: (any DeclGroupSyntax)?, depth: Int) -> Count {
        switch item {
        case .decl(let declaration):
            if let ifConfig = declaration.as(IfConfigDeclSyntax.self) { return count(ifConfig, owner: owner, depth: depth) }
            // `let x = ...` or a local function: no view.
            return .views(0)
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self)?.expression { return count(returned, owner: owner, depth: depth) }
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return count(expression, owner: owner, depth: depth) }
            return .unclear("a `\(firstLine(statement))` statement")
        case .expr(let expression):
            return count(expression, owner: owner, depth: depth)
        }
    }

    /// `#if`: the most views any one configuration builds (none without `#else`).
    private static func count(_ ifConfig: IfConfigDeclSyntax, owner: (any DeclGroupSyntax)?, depth: Int) -> Count {
        var most = 0
        for clause in ifConfig.clauses {
            guard let elements = clause.elements else { continue }
            guard case .statements(let statements) = elements else { return .unclear("an `#if` clause that is not statements") }
            switch count(statements, owner: owner, depth: depth) {
            case .unclear(let why): return .unclear(why)
            case .views(let n): most = max(most, n)
            }
        }
        return .views(most)
    }

    private static func count(_ expression: ExprSyntax, owner: (any DeclGroupSyntax)?, depth: Int) -> Count {
        if let ifExpression = expression.as(IfExprSyntax.self) { return branches(of: ifExpression, owner: owner, depth: depth) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for case .switchCase(let switchCase) in switchExpression.cases {
                guard case .views(let n) = count(switchCase.statements, owner: owner, depth: depth), n <= 1 else {
                    return .unclear("a `switch` case that builds several views")
                }
            }
            return .views(1)
        }
        let root = modifierRoot(expression)
        if let call = root.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch name {
            case "Group":
                guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return .unclear("a `Group` without a closure") }
                return count(closure.statements, owner: owner, depth: depth)
            case "ForEach":
                return .unclear("a `ForEach`, which builds one view per element")
            default:
                if name.first?.isUppercase == true { return .views(1) }
                return member(named: name, owner: owner, depth: depth)
            }
        }
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            if let local = Scopes.declarations(of: reference.baseName.text, at: reference).first {
                return localView(local, name: reference.baseName.text)
            }
            return member(named: reference.baseName.text, owner: owner, depth: depth)
        }
        if let access = root.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member(named: access.declName.baseName.text, owner: owner, depth: depth)
        }
        return .unclear("`\(firstLine(root))`")
    }

    /// An `if` is one child position when every branch builds at most one view.
    private static func branches(of ifExpression: IfExprSyntax, owner: (any DeclGroupSyntax)?, depth: Int) -> Count {
        var current: IfExprSyntax? = ifExpression
        while let branch = current {
            guard case .views(let n) = count(branch.body.statements, owner: owner, depth: depth), n <= 1 else {
                return .unclear("an `if` branch that builds several views")
            }
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block):
                guard case .views(let n) = count(block.statements, owner: owner, depth: depth), n <= 1 else {
                    return .unclear("an `else` branch that builds several views")
                }
                current = nil
            case nil: current = nil
            }
        }
        return .views(1)
    }

    /// A view property or function of the owner type: its body counts, as a view builder
    /// flattens it into the closure. A stored view of a generic or opaque type may be a
    /// TupleView, which NavigationView would split into columns.
    private static func member(named name: String, owner: (any DeclGroupSyntax)?, depth: Int) -> Count {
        let unknown = Count.unclear("`\(name)`, whose views are not visible here")
        guard depth < 6, let owner else { return unknown }
        for item in owner.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body {
                return atMostOne(count(body.statements, owner: owner, depth: depth + 1), name)
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                switch binding.accessorBlock?.accessors {
                case .getter(let statements):
                    return atMostOne(count(statements, owner: owner, depth: depth + 1), name)
                case .accessors(let accessors):
                    guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return unknown }
                    return atMostOne(count(getter.statements, owner: owner, depth: depth + 1), name)
                case nil:
                    return stored(binding, in: owner, name: name)
                }
            }
        }
        return unknown
    }

    /// A local `let view = DetailView(...)`: one view; any other local (a parameter, a
    /// `some View` value) may be several.
    private static func localView(_ declaration: Syntax, name: String) -> Count {
        if let binding = declaration.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation == nil,
           let call = binding.initializer.map({ modifierRoot($0.value) })?.as(FunctionCallExprSyntax.self),
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           type.first?.isUppercase == true, type != "Group", type != "ForEach" {
            return .views(1)
        }
        return .unclear("`\(name)`, a local value or parameter whose views are not visible here")
    }

    private static func atMostOne(_ count: Count, _ name: String) -> Count {
        if case .views(let n) = count, n <= 1 { return .views(1) }
        return .unclear("`\(name)`, which builds several views")
    }

    /// `let content: Content` (a generic parameter) or `some View`: possibly several views.
    private static func stored(_ binding: PatternBindingSyntax, in owner: some DeclGroupSyntax, name: String) -> Count {
        guard let type = binding.typeAnnotation?.type else {
            if let value = binding.initializer?.value, let call = value.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true { return .views(1) }
            return .unclear("`\(name)`, whose view type is not written")
        }
        let generics = Set(owner.as(StructDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let written = type.trimmedDescription
        if generics.contains(written) || type.is(SomeOrAnyTypeSyntax.self) {
            return .unclear("`\(name)`, a view of type `\(written)` that may be several views (a TupleView)")
        }
        return .views(1)
    }

    /// The view a chain of modifiers starts from: `List { }.padding().id(x)` -> `List { }`.
    static func modifierRoot(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                return current
            }
        }
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
