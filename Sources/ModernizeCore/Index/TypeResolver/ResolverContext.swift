import SwiftSyntax

extension ExpressionTypeResolver {
    // MARK: Context

    struct Context {
        /// The type whose member holds the expression (`self`'s type).
        var selfType: String?
        /// Inside a `static` / `class` member: `self` is the type.
        var isStatic: Bool
        var depth: Int
        /// Locals of an expression given as text (`type(ofText:)`), which has no tree to search.
        var locals: [String: TypeRef?] = [:]

        init(selfType: String?, isStatic: Bool, depth: Int) {
            self.selfType = selfType
            self.isStatic = isStatic
            self.depth = depth
        }

        init(of node: some SyntaxProtocol) {
            selfType = nil
            isStatic = false
            depth = 0
            var current = node.parent
            var sawMember = false
            while let node = current {
                if !sawMember, let modifiers = Self.memberModifiers(node), node.parent?.is(MemberBlockItemSyntax.self) == true {
                    sawMember = true
                    isStatic = modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                }
                if let group = node.asProtocol(DeclGroupSyntax.self) {
                    selfType = Self.name(of: group)
                    return
                }
                current = node.parent
            }
        }

        func deeper() -> Context {
            var copy = self
            copy.depth += 1
            return copy
        }

        private static func memberModifiers(_ node: Syntax) -> DeclModifierListSyntax? {
            node.as(FunctionDeclSyntax.self)?.modifiers ?? node.as(VariableDeclSyntax.self)?.modifiers
                ?? node.as(SubscriptDeclSyntax.self)?.modifiers ?? node.as(InitializerDeclSyntax.self)?.modifiers
        }

        static func name(of group: some DeclGroupSyntax) -> String? {
            if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
                return TypeRef(extensionDecl.extendedType)?.nominalName
            }
            return group.asProtocol(NamedDeclSyntax.self)?.name.text
        }
    }

    /// A postfix chain's type and whether an optional chain (`?`) is open in it: `a?.b.c` is
    /// `C?` once the chain ends.
    struct Partial {
        var type: TypeRef
        var chained: Bool

        var finished: TypeRef { chained ? type.asOptional : type }
    }
}
