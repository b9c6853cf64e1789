import ModernizeCore
import SwiftSyntax

/// The classes declared in one file: which are table view cells, and which declare their own
/// `textLabel` / `detailTextLabel` / `imageView` (a custom label, not the deprecated API).
struct CellClassTable {
    enum Kind: Equatable {
        case tableViewCell
        /// A class of this file that declares one of the label names itself.
        case ownLabel(className: String, members: Set<String>)
        /// Not known to be a table view cell (declared elsewhere, or not a cell).
        case unknown
    }

    private var superclassOf: [String: String] = [:]
    private var ownLabelMembers: [String: Set<String>] = [:]
    private var openClasses: Set<String> = []

    /// Classes declared in other files, from the project index.
    private let index: ProjectIndex

    init(_ tree: SourceFileSyntax, index: ProjectIndex = .empty) {
        self.index = index
        for node in SyntaxSearch.all(ClassDeclSyntax.self, in: tree) {
            let name = node.name.text
            if let inherited = node.inheritanceClause?.inheritedTypes.first, let superclass = SyntaxQueries.baseTypeName(inherited.type) {
                superclassOf[name] = superclass
            }
            recordOwnLabels(of: name, in: node.memberBlock)
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) }) { openClasses.insert(name) }
        }
        for node in SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree) {
            if let name = SyntaxQueries.baseTypeName(node.extendedType) { recordOwnLabels(of: name, in: node.memberBlock) }
        }
    }

    /// An `open` class may be subclassed in other modules, whose code this rule cannot see.
    func isOpen(_ name: String) -> Bool {
        superclassChain(of: name).contains { openClasses.contains($0) || index.declaration(of: $0)?.isOpen == true }
    }

    func kind(ofType name: String) -> Kind {
        for current in superclassChain(of: name) {
            if let members = ownLabels(of: current) { return .ownLabel(className: current, members: members) }
            if Self.cellRoots.contains(current) { return .tableViewCell }
        }
        return .unknown
    }

    /// The type of a receiver that is no local (a property, through implicit `self`), by the
    /// resolver: not any property of that name elsewhere in the project.
    func receiverType(_ reference: some ExprSyntaxProtocol) -> String? {
        ExpressionTypeResolver(index: index).type(of: ExprSyntax(reference)).nominalName
    }

    /// Is `expression` a UITableView or UICollectionView (or a subclass), as the resolver types it?
    func isListView(_ expression: some ExprSyntaxProtocol) -> Bool {
        let resolver = ExpressionTypeResolver(index: index)
        guard let name = resolver.type(of: ExprSyntax(expression)).nominalName else { return false }
        return resolver.isSubclass(name, of: "UITableView") || resolver.isSubclass(name, of: "UICollectionView")
    }

    /// UIKit classes whose `textLabel` / `detailTextLabel` (and, for cells, `imageView`) are the
    /// deprecated API with a `defaultContentConfiguration()` replacement.
    static let cellRoots: Set<String> = ["UITableViewCell", "UITableViewHeaderFooterView"]

    /// `name`, then its superclasses as this file or the index shows them.
    func superclassChain(of name: String) -> [String] {
        var chain = [name]
        while chain.count < 16, let next = superclassOf[chain.last!] ?? index.superclass(of: chain.last!), !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    private func ownLabels(of type: String) -> Set<String>? {
        if let members = ownLabelMembers[type] { return members }
        let declared = Set(index.types(named: type).flatMap(\.properties).map(\.name)).intersection(ContentPropertyMap.labels)
        return declared.isEmpty ? nil : declared
    }

    /// The enclosing class (or extended type) of `node`, if the nearest type is one.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        let declaration = Ancestors.enclosingTypeDeclaration(of: node)
        if let declaration = declaration?.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = declaration?.as(ExtensionDeclSyntax.self) { return SyntaxQueries.baseTypeName(declaration.extendedType) }
        return nil
    }

    private mutating func recordOwnLabels(of typeName: String, in members: MemberBlockSyntax) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   ContentPropertyMap.labels.contains(name) {
                    ownLabelMembers[typeName, default: []].insert(name)
                }
            }
        }
    }
}
