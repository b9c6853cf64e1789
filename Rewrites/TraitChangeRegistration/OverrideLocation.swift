import SwiftSyntax

/// Where an override sits: the type it belongs to, the node to delete (the override, or the
/// `#if` that wraps only it) and that `#if`'s condition line.
struct OverrideLocation {
    let typeName: String
    let removedNode: Syntax
    /// The node whose leading comments move into the handler (the override, or its `#if`).
    let commentedNode: Syntax
    let ifCondition: String?
    let memberBlock: MemberBlockSyntax

    static func find(_ override: FunctionDeclSyntax) -> Result<OverrideLocation, NotMovable> {
        let at = Syntax(override)
        guard let item = override.parent?.as(MemberBlockItemSyntax.self), let list = item.parent else {
            return .failure(NotMovable(reason: "it is not a type member", node: at))
        }
        var removed = Syntax(override)
        var ifCondition: String?
        var block = list.parent?.as(MemberBlockSyntax.self)
        if let clause = list.parent?.as(IfConfigClauseSyntax.self) {
            guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self), ifConfig.clauses.count == 1,
                  list.as(MemberBlockItemListSyntax.self)?.count == 1, let condition = clause.condition,
                  let outerItem = ifConfig.parent?.as(MemberBlockItemSyntax.self) else {
                return .failure(NotMovable(reason: "it is inside an #if with other members or #else branches", node: at))
            }
            removed = Syntax(ifConfig)
            ifCondition = "#if " + condition.trimmedDescription
            block = outerItem.parent?.parent?.as(MemberBlockSyntax.self)
        }
        guard let block, let owner = block.parent else {
            return .failure(NotMovable(reason: "it is inside nested #if blocks", node: at))
        }
        let name: String
        if let classDecl = owner.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
        } else if let extensionDecl = owner.as(ExtensionDeclSyntax.self) {
            name = OwnerType.lastComponent(extensionDecl.extendedType)
        } else {
            return .failure(NotMovable(reason: "it is not in a class or an extension of one", node: at))
        }
        let commented = removed
        // An extension holding nothing but the override goes with it.
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self), block.members.count == 1,
           extensionDecl.inheritanceClause == nil, extensionDecl.genericWhereClause == nil, extensionDecl.attributes.isEmpty {
            removed = Syntax(extensionDecl)
        }
        return .success(OverrideLocation(
            typeName: name, removedNode: removed, commentedNode: commented, ifCondition: ifCondition, memberBlock: block))
    }

    func isInClassBody(of owner: OwnerType) -> Bool {
        owner.classDecl?.memberBlock.id == memberBlock.id
    }
}
