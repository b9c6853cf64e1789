import ModernizeCore
import SwiftSyntax

/// In one setup method: a data source created by a statement, then applied a snapshot by a
/// later statement of the same body, with nothing in between that could have applied one
/// first. The apply is then certainly the data source's first.
struct FirstApply {
    let creation: DataSourceCreation
    let call: FunctionCallExprSyntax
    /// The `apply` token.
    let name: TokenSyntax

    /// The first apply to each data source created in `method`, when it is certain.
    static func all(in method: FunctionDeclSyntax, aliases: [String: String], types: ExpressionTypeResolver) -> [FirstApply] {
        guard let body = method.body else { return [] }
        let items = TopLevelStatements(body).items
        var result: [FirstApply] = []
        for (index, item) in items.enumerated() {
            guard let creation = DataSourceCreation(item, aliases: aliases, types: types) else { continue }
            for later in items[(index + 1)...] where TopLevelStatements.sameBuild(item, later) {
                if let (call, name) = applyStatement(later, to: creation.name) {
                    if arguments(of: call).allSatisfy({ isInert($0, dataSource: creation.name) }) {
                        result.append(FirstApply(creation: creation, call: call, name: name))
                    }
                    break
                }
                // Another creation of the same name, or anything that might apply first: not certain.
                if DataSourceCreation(later, aliases: aliases, types: types)?.name == creation.name || !isInert(Syntax(later), dataSource: creation.name) { break }
            }
        }
        return result
    }

    /// `dataSource.apply(snapshot[, animatingDifferences:][, completion:])` (also `self.`, `?`,
    /// `!`, `await`) as the statement itself.
    private static func applyStatement(_ item: CodeBlockItemSyntax, to name: String) -> (FunctionCallExprSyntax, TokenSyntax)? {
        var expression = item.item.as(ExprSyntax.self)
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), callsApply(call), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = access.base, receiverName(base) == name else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let shapes: [[String]] = [["_"], ["_", "animatingDifferences"], ["_", "animatingDifferences", "completion"], ["_", "completion"]]
        guard shapes.contains(labels) else { return nil }  // `apply(_:to:animatingDifferences:)`: a section snapshot
        return (call, access.declName.baseName)
    }

    /// `x.apply(…)`: the call every site is.
    static func callsApply(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "apply"
    }

    /// `dataSource`, `self.dataSource`, `dataSource?`, `dataSource!` -> `dataSource`.
    static func receiverName(_ expression: ExprSyntax) -> String? {
        let unwrapped = ConstraintExpressions.unwrapped(expression)
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = unwrapped.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return access.declName.baseName.text
        }
        return nil
    }

    private static func arguments(of call: FunctionCallExprSyntax) -> [Syntax] {
        call.arguments.map { Syntax($0.expression) } + (call.trailingClosure.map { [Syntax($0)] } ?? [])
    }

    /// Code that cannot apply a snapshot to the data source: no call of this type's own methods
    /// (bare, through `self` or `super`) or of unknown functions, `self` and the data source not
    /// handed to anything, and on the data source only property writes and `snapshot()`.
    /// Initializers (`NSDiffableDataSourceSnapshot<S, I>()`) and calls on other values
    /// (`collectionView.register(...)`) are inert.
    static func isInert(_ node: Syntax, dataSource: String) -> Bool {
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: node) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.text.first?.isUppercase != true { return false }
            } else if let specialization = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                if specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true { return false }
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else { continue }  // `.init(...)` of a contextual type
                let root = ConstraintExpressions.unwrapped(base)
                if let reference = root.as(DeclReferenceExprSyntax.self),
                   [.keyword(.self), .keyword(.super)].contains(reference.baseName.tokenKind) { return false }
                if receiverName(base) == dataSource && access.declName.baseName.text != "snapshot" { return false }
            } else {
                return false
            }
        }
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: node) {
            let isSelf = reference.baseName.tokenKind == .keyword(.self)
            guard isSelf || reference.baseName.text == dataSource else { continue }
            // `self.x` / `dataSource.x`: a member of it, not the value itself.
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id { continue }
            if isSelf { return false }
            // `x.dataSource = dataSource`: stored, not called.
            if let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self), Array(sequence.elements).last?.id == reference.id,
               sequence.elements.count == 3, Array(sequence.elements)[1].is(AssignmentExprSyntax.self) { continue }
            // `self.dataSource.x` is reached through `self.` above; the name as a member of another value is not it.
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { continue }
            return false
        }
        return true
    }
}
