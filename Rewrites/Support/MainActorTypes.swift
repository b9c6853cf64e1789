import ModernizeCore
import SwiftSyntax

/// Which types are main-actor isolated: subclasses of the SDK's main-actor classes (`SDKFacts`:
/// views, view controllers, `UIResponder`s such as SpriteKit's nodes), by superclass chain across
/// files through the index, types marked `@MainActor`, and SwiftUI views, apps and scenes. Unlike `ExpressionTypeResolver`, it
/// also reads the classes of the file at hand (the index may not hold it).
struct MainActorTypes {
    let index: ProjectIndex
    /// Classes and attributes declared in this file (the index may not hold it when it was
    /// built without this rule's triggers in the file).
    private let local: [String: (inherited: [String], attributes: [String])]

    init(index: ProjectIndex, tree: SourceFileSyntax) {
        self.init(index: index, classes: SyntaxSearch.all(ClassDeclSyntax.self, in: tree))
    }

    /// `classes` / `structs`: those of the file, in source order (a rule's own walk may collect them).
    init(index: ProjectIndex, classes: [ClassDeclSyntax], structs: [StructDeclSyntax] = []) {
        self.index = index
        var local: [String: (inherited: [String], attributes: [String])] = [:]
        for node in classes as [any DeclGroupSyntax] + structs as [any DeclGroupSyntax] {
            guard let name = node.asProtocol(NamedDeclSyntax.self)?.name.text else { continue }
            local[name] = (
                node.inheritanceClause?.inheritedTypes.map { ProjectIndex.simpleName($0.type.trimmedDescription) } ?? [],
                node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
        }
        self.local = local
    }

    /// SwiftUI protocols the SDK marks `@MainActor` (iOS 18 SDK and later): a type declaring the
    /// conformance is inferred main-actor. (`Shape` refines `View` but its requirements are
    /// nonisolated: not listed.)
    static let mainActorProtocols: Set<String> = ["View", "App", "Scene", "UIViewRepresentable", "UIViewControllerRepresentable", "ViewModifier"]

    /// The name of the type (or extended type) whose member holds `node`.
    func enclosingTypeName(of node: some SyntaxProtocol) -> String? { Ancestors.enclosingTypeName(of: node) }

    /// Through the project's classes (this file's first) to an SDK class the SDK facts call
    /// main-actor (`UIResponder` and below, which on iOS includes SpriteKit's `SKNode`).
    func isMainActor(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current: String? = name
        while let type = current, seen.insert(type).inserted {
            if SDKFacts.shared.isMainActor(type) { return true }
            let facts = local[type] ?? index.declaration(of: type).map { ($0.inherited, $0.attributes) }
            if facts?.attributes.contains("MainActor") == true { return true }
            if facts?.inherited.contains(where: { Self.mainActorProtocols.contains($0) && !projectDeclares($0) }) == true { return true }
            current = facts?.inherited.first.map(ProjectIndex.simpleName)
        }
        return false
    }

    /// A project type of this name (its own `View`) shadows SwiftUI's.
    private func projectDeclares(_ name: String) -> Bool {
        (local[name] != nil) || index.types(named: name).contains { $0.kind != .extension }
    }
}
