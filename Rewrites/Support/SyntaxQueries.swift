import SwiftSyntax

/// Small structural questions codemods ask of the tree.
public enum SyntaxQueries {
    /// The type text of a type annotation with generic arguments and `inout` stripped:
    /// `inout NSDiffableDataSourceSnapshot<Int, Item>` -> `NSDiffableDataSourceSnapshot`.
    public static func baseTypeName(_ type: TypeSyntax) -> String? {
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        return nil
    }
}
