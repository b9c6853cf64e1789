import ModernizeCore
import SwiftSyntax

/// Which statements of a lifecycle method belong in viewIsAppearing: those that read geometry
/// or traits, plus later statements that use what they declare (`let width = view.bounds.width`
/// then `layout.itemSize.width = width`), in source order.
struct AppearingPlan {
    let statements: [CodeBlockItemSyntax]
    let reads: [GeometryReads.Read]
    /// Locals the moved statements use but an unmoved earlier statement declares.
    let earlierLocals: [(name: String, statement: CodeBlockItemSyntax)]

    init?(method: FunctionDeclSyntax) {
        guard let body = method.body else { return nil }
        let items = Array(body.statements)
        // An autoresizing mask or constraints size the subview later, whatever frame it starts with.
        let autoresizes = SyntaxSearch.contains(TokenSyntax.self, in: body) { Self.layoutNames.contains($0.text) }
        var moved: [CodeBlockItemSyntax] = []
        var reads: [GeometryReads.Read] = []
        var movedNames: Set<String> = []
        for item in items {
            let here = GeometryReads.reads(in: item, method: method, autoresizes: autoresizes)
            let dependsOnMoved = !movedNames.isEmpty && !Self.referencedNames(in: item).isDisjoint(with: movedNames)
            guard !here.isEmpty || dependsOnMoved else { continue }
            moved.append(item)
            reads += here
            movedNames.formUnion(Self.declaredNames(by: item))
        }
        guard !reads.isEmpty else { return nil }
        statements = moved
        self.reads = reads
        let movedIDs = Set(moved.map(\.id))
        let used = moved.reduce(into: Set<String>()) { $0.formUnion(Self.referencedNames(in: $1)) }
        var earlier: [(String, CodeBlockItemSyntax)] = []
        let lastMoved = moved[moved.count - 1].position
        for item in items where !movedIDs.contains(item.id) && item.position < lastMoved {
            for name in Self.declaredNames(by: item) where used.contains(name) && !earlier.contains(where: { $0.0 == name }) {
                earlier.append((name, item))
            }
        }
        earlierLocals = earlier
    }

    static let layoutNames: Set<String> = [
        "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "NSLayoutConstraint", "constraint", "makeConstraints", "snp",
    ]

    /// Names a statement declares for the statements after it: `let`/`var` bindings and
    /// `guard let` conditions.
    static func declaredNames(by item: CodeBlockItemSyntax) -> Set<String> {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.flatMap { Scopes.boundNames(in: $0.pattern) })
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            return Set(Scopes.boundNames(in: guardStatement.conditions))
        }
        return []
    }

    static func referencedNames(in item: CodeBlockItemSyntax) -> Set<String> {
        Set(SyntaxSearch.all(DeclReferenceExprSyntax.self, in: item).filter { reference in
            // `x.name` names a member, not a local.
            reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id != reference.id } ?? true
        }.map(\.baseName.text))
    }
}
