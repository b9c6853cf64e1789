import ModernizeCore
import SwiftSyntax

/// Upward questions about a node, all answered by one walk over `parent` built on
/// `ancestorOrSelf(mapping:)`, instead of a hand-written loop per rule.
enum Ancestors {
    /// What a step of the upward walk decides: keep going (nil), stop with a value, or stop
    /// with nothing because a boundary was reached.
    enum Step<Value> {
        case found(Value)
        case boundary
    }

    /// The first ancestor of `node` (not `node` itself) for which `decide` says `.found`; nil
    /// when it says `.boundary` first or the root is passed.
    static func first<Value>(above node: some SyntaxProtocol, _ decide: (Syntax) -> Step<Value>?) -> Value? {
        guard case .found(let value)? = node.parent?.ancestorOrSelf(mapping: decide) else { return nil }
        return value
    }

    /// The nearest ancestor of kind `kind` (not `node` itself).
    static func nearest<Kind: SyntaxProtocol>(_ kind: Kind.Type, above node: some SyntaxProtocol) -> Kind? {
        node.parent?.ancestorOrSelf { $0.as(Kind.self) }
    }

    /// `node`'s ancestors, innermost first (not `node` itself).
    static func all(above node: some SyntaxProtocol) -> some Sequence<Syntax> {
        sequence(first: Syntax(node), next: { $0.parent }).dropFirst()
    }

    /// A function, initializer, accessor, closure or deinitializer: a body of its own.
    static func isFunctionLike(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
            || node.is(ClosureExprSyntax.self) || node.is(DeinitializerDeclSyntax.self)
    }

    /// The innermost function-like body containing `node` (or the source file when there is
    /// none). Declarations outside it are not in the same scope.
    static func enclosingScope(of node: some SyntaxProtocol) -> Syntax? {
        nearest(above: node) { isFunctionLike($0) || $0.is(SourceFileSyntax.self) }
    }

    /// The nearest ancestor (not `node` itself) matching `predicate`.
    static func nearest(above node: some SyntaxProtocol, where predicate: (Syntax) -> Bool) -> Syntax? {
        node.parent?.ancestorOrSelf { predicate($0) ? $0 : nil }
    }

    /// The nearest type declaration or extension around `node`: a class, struct, enum, actor,
    /// protocol or extension.
    static func enclosingTypeDeclaration(of node: some SyntaxProtocol) -> (any DeclGroupSyntax)? {
        first(above: node) { candidate -> Step<any DeclGroupSyntax>? in
            guard candidate.is(ClassDeclSyntax.self) || candidate.is(StructDeclSyntax.self) || candidate.is(EnumDeclSyntax.self)
                || candidate.is(ActorDeclSyntax.self) || candidate.is(ProtocolDeclSyntax.self) || candidate.is(ExtensionDeclSyntax.self),
                let group = candidate.asProtocol(DeclGroupSyntax.self) else { return nil }
            return .found(group)
        }
    }

    /// The name of the type, or the extended type, whose body holds `node` (`Feed` for a member
    /// of `extension App.Feed`).
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        guard let group = enclosingTypeDeclaration(of: node) else { return nil }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
            return SyntaxQueries.baseTypeName(extensionDecl.extendedType) ?? ProjectIndex.simpleName(extensionDecl.extendedType.trimmedDescription)
        }
        return group.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    /// The closure whose body directly holds `node` (no declaration or accessor block in between).
    static func innermostClosure(around node: some SyntaxProtocol) -> ClosureExprSyntax? {
        first(above: node) { candidate in
            if let closure = candidate.as(ClosureExprSyntax.self) { return .found(closure) }
            if candidate.is(DeclSyntax.self) || candidate.is(AccessorBlockSyntax.self) { return .boundary }
            return nil
        }
    }

    /// The calls around `node` that take a closure holding it (trailing or as an argument),
    /// innermost first, each with its name token: `Chart { ... }`, `view.contextMenu { ... }`.
    static func callsTakingClosures(around node: some SyntaxProtocol) -> [(call: FunctionCallExprSyntax, name: TokenSyntax)] {
        all(above: node).compactMap { ancestor in
            guard let closure = ancestor.as(ClosureExprSyntax.self), let call = nearest(FunctionCallExprSyntax.self, above: closure),
                  call.trailingClosure?.id == closure.id || call.arguments.contains(where: { $0.expression.id == closure.id }),
                  let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
                      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName else { return nil }
            return (call, name)
        }
    }

    /// Is `declaration` a direct member of a type body (not inside `#if`)?
    /// `decl` -> `MemberBlockItem` -> `MemberBlockItemList` -> `MemberBlock`.
    static func isDirectMember(_ declaration: some SyntaxProtocol) -> Bool {
        declaration.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
    }
}
