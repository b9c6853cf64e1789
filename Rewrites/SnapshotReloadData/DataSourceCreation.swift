import ModernizeCore
import SwiftSyntax

/// A statement that creates a diffable data source and binds it to a name: `let dataSource =
/// UICollectionViewDiffableDataSource<S, I>(...)`, or `dataSource = DataSource(...)` /
/// `self.dataSource = ...` for a property. The type may be UIKit's, a project subclass or a
/// typealias of one declared in this file.
struct DataSourceCreation {
    /// The name the data source is bound to (`dataSource`, without `self.`).
    let name: String
    /// `UITableViewDiffableDataSource` or `UICollectionViewDiffableDataSource`.
    let kind: String
    let statement: CodeBlockItemSyntax

    static let kinds = ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"]

    init?(_ statement: CodeBlockItemSyntax, aliases: [String: String], types: ExpressionTypeResolver) {
        let bound: (name: String, value: ExprSyntax)
        if let variable = statement.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value {
            bound = (pattern.identifier.text, value)
        } else if let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            let elements = Array(sequence.elements)
            // A property (`dataSource` that no local declares, or `self.dataSource`).
            if let reference = elements[0].as(DeclReferenceExprSyntax.self), Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty {
                bound = (reference.baseName.text, elements[2])
            } else if let access = elements[0].as(MemberAccessExprSyntax.self),
                      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                bound = (access.declName.baseName.text, elements[2])
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard let call = bound.value.as(FunctionCallExprSyntax.self), let typeName = Self.constructedType(call.calledExpression) else { return nil }
        let resolved = aliases[typeName] ?? typeName
        guard let kind = types.classChain(of: resolved).first(where: Self.kinds.contains) else { return nil }
        name = bound.name
        self.kind = kind
        self.statement = statement
    }

    /// `T(...)`, `T<A, B>(...)`, `T.init(...)`: `T`.
    private static func constructedType(_ callee: ExprSyntax) -> String? {
        var callee = callee
        if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init", let base = access.base { callee = base }
        if let specialization = callee.as(GenericSpecializationExprSyntax.self) { callee = specialization.expression }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true else { return nil }
        return reference.baseName.text
    }

    /// `typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>` anywhere in the
    /// file: alias -> the aliased type's name.
    static func aliases(in tree: SourceFileSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for alias in SyntaxSearch.all(TypeAliasDeclSyntax.self, in: tree) {
            if let name = SyntaxQueries.baseTypeName(alias.initializer.value) { result[alias.name.text] = name }
        }
        return result
    }
}
