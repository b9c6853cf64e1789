import ModernizeCore
import SwiftSyntax

/// Where a project type named `Task` hides Swift's: one declared at the top level, in its whole
/// module; one nested in a type, only where that type's members are visible (its body, its
/// extensions, its subclasses). A to-do app's `Project.Task` leaves `Task { }` elsewhere alone.
struct TaskShadowing {
    /// A top-level `Task` in this file or an indexed one.
    let everywhere: Bool
    /// The types that declare a nested `Task` (`Project` of `Project.Task`).
    let owners: Set<String>
    let index: ProjectIndex

    init(topLevelHere: Bool, ownersHere: Set<String>, index: ProjectIndex) {
        everywhere = topLevelHere || GCDToTask.projectDeclaresTask(index)
        owners = ownersHere.union(index.types(named: "Task").filter { $0.kind != .extension }.compactMap(\.parents.last))
        self.index = index
    }

    /// The type declaring the `Task` visible at `node`; `""` for a top-level one, nil for none.
    func owner(at node: some SyntaxProtocol) -> String? {
        if everywhere { return "" }
        guard !owners.isEmpty else { return nil }
        for ancestor in Ancestors.all(above: node) {
            guard let name = Self.typeName(of: ancestor) else { continue }
            if let owner = index.superclassChain(of: name).first(where: owners.contains) { return owner }
        }
        return nil
    }

    /// The name a type declaration or an extension gives its members' scope.
    static func typeName(of node: Syntax) -> String? {
        if let declaration = node.asProtocol((any NamedDeclSyntax).self), node.isProtocol((any DeclGroupSyntax).self) {
            return declaration.name.text
        }
        return node.as(ExtensionDeclSyntax.self).flatMap { TypeRef($0.extendedType)?.nominalName }
    }
}
