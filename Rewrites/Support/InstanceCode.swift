import SwiftSyntax

/// Where implicit `self` is an instance: the type member holding a node, and the type's name
/// when that member is not `static` / `class`.
enum InstanceCode {
    /// The type member (function, initializer, property, subscript) holding `node`.
    static func member(holding node: some SyntaxProtocol) -> Syntax? {
        Ancestors.all(above: node).first { $0.parent?.is(MemberBlockItemSyntax.self) == true }
    }

    /// The name of the type (or extended type) whose instance code holds `node`; nil at file
    /// level and in static members, where `self` is the type.
    static func selfType(at node: some SyntaxProtocol) -> String? {
        guard let member = member(holding: node), !isStatic(member) else { return nil }
        return Ancestors.enclosingTypeName(of: node)
    }

    static func isStatic(_ member: Syntax) -> Bool {
        let modifiers = member.as(FunctionDeclSyntax.self)?.modifiers ?? member.as(VariableDeclSyntax.self)?.modifiers
            ?? member.as(SubscriptDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ?? false
    }
}
