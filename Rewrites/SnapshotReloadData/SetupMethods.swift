import ModernizeCore
import SwiftSyntax

/// The methods of a view controller that run exactly once while its view loads: `viewDidLoad`
/// itself, and each private method whose only use in the file is a statement of that
/// `viewDidLoad`'s body (`configureDataSource()`).
enum SetupMethods {
    static func all(in tree: SourceFileSyntax, types: ExpressionTypeResolver) -> [FunctionDeclSyntax] {
        var result: [FunctionDeclSyntax] = []
        let functions = SyntaxSearch.all(FunctionDeclSyntax.self, in: tree, skipping: .functions)
        // Every use of each name in the file (calls, `#selector`, references passed on), from one
        // walk when first needed: a search per private method was quadratic in a long controller.
        var usesByName: [String: Int]?
        func useCount(of name: String) -> Int {
            if usesByName == nil {
                var counts: [String: Int] = [:]
                for use in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: tree) { counts[use.baseName.text, default: 0] += 1 }
                usesByName = counts
            }
            return usesByName?[name] ?? 0
        }
        for viewDidLoad in functions where isViewDidLoad(viewDidLoad) {
            guard let owner = Ancestors.enclosingTypeName(of: viewDidLoad), types.classChain(of: owner).contains("UIViewController"),
                  let body = viewDidLoad.body else { continue }
            result.append(viewDidLoad)
            for helper in functions where isPrivate(helper) && helper.body != nil && Ancestors.enclosingTypeName(of: helper) == owner {
                let name = helper.name.text
                let sameName = functions.filter { $0.name.text == name }
                guard useCount(of: name) == 1, sameName.count == 1,
                      let use = SyntaxSearch.first(DeclReferenceExprSyntax.self, in: body, where: { $0.baseName.text == name }),
                      let statement = topLevelStatement(holding: use, in: body),
                      statement.item.as(FunctionCallExprSyntax.self).map(isPlainSelfCall) == true else { continue }
                result.append(helper)
            }
        }
        return result
    }

    static func isViewDidLoad(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "viewDidLoad" && function.signature.parameterClause.parameters.isEmpty
            && function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    private static func isPrivate(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// `helper()` / `self.helper()`, the call itself the statement.
    private static func isPlainSelfCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The statement of `body` (or of a `#if` clause at its top level) whose expression is
    /// `node`'s enclosing call.
    private static func topLevelStatement(holding node: some SyntaxProtocol, in body: CodeBlockSyntax) -> CodeBlockItemSyntax? {
        TopLevelStatements(body).items.first { item in
            guard let callee = item.item.as(FunctionCallExprSyntax.self)?.calledExpression else { return false }
            return callee.position <= node.position && node.endPosition <= callee.endPosition
        }
    }
}

/// A body's statements in order, with those of `#if` clauses at its top level spliced in where
/// the `#if` is (each clause's code runs in some build, at that point): no loop, closure or
/// condition is entered.
struct TopLevelStatements {
    let items: [CodeBlockItemSyntax]

    init(_ body: CodeBlockSyntax) {
        var items: [CodeBlockItemSyntax] = []
        func collect(_ list: CodeBlockItemListSyntax) {
            for item in list {
                if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let nested)? = clause.elements { collect(nested) }
                    }
                } else {
                    items.append(item)
                }
            }
        }
        collect(body.statements)
        self.items = items
    }

    /// Two statements in different clauses of one `#if` never run in the same build.
    static func sameBuild(_ first: CodeBlockItemSyntax, _ second: CodeBlockItemSyntax) -> Bool {
        let firstClause = Ancestors.nearest(IfConfigClauseSyntax.self, above: first)
        let secondClause = Ancestors.nearest(IfConfigClauseSyntax.self, above: second)
        guard let firstClause, let secondClause, firstClause.id != secondClause.id else { return true }
        return firstClause.parent?.id != secondClause.parent?.id
    }
}
