import ModernizeCore
import SwiftSyntax

/// A view the code creates itself: a local (`let badge = UILabel()`) or a stored property
/// initialised with a view's initializer or a closure (`let badge: UILabel = { ... }()`).
struct CodeCreatedView {
    let name: String
    /// The view's class (`UILabel`, the project's `BadgeView`).
    let typeName: String
    let binding: PatternBindingSyntax
    /// Where its references are looked for: the local's code block, or the type's declaration.
    let scope: Syntax
    let isProperty: Bool
    /// The closure building a property's value (`{ let label = UILabel(); ...; return label }()`).
    let builder: ClosureExprSyntax?
    /// The local the builder creates and returns (`label`), when it does.
    let builderLocal: PatternBindingSyntax?

    /// Declared `private` or `fileprivate`: no other file can reach it.
    var isFilePrivate: Bool {
        binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
    }

    /// For a stored property, the type declaring it (`CardController`).
    var declaringType: String? { isProperty ? scope.asProtocol(NamedDeclSyntax.self)?.name.text : nil }

    static func all(in tree: SourceFileSyntax, types: LayoutItemTypes) -> [CodeCreatedView] {
        SyntaxSearch.all(PatternBindingSyntax.self, in: tree).compactMap { binding in
            candidate(at: binding).flatMap { types.kind(of: $0.typeName) == .view ? $0 : nil }
        }
    }

    /// A binding of the shape a created view has, whatever its type turns out to be.
    static func candidate(at binding: PatternBindingSyntax) -> CodeCreatedView? {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              !declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) else { return nil }
        var builder: ClosureExprSyntax?
        let typeName: String?
        if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            builder = closure
            typeName = binding.typeAnnotation.flatMap { ItemType($0.type) }?.name
        } else {
            typeName = ItemType.constructed(by: value).flatMap { $0.optionality == .none ? $0.name : nil }
        }
        guard let typeName else { return nil }
        let isProperty = Ancestors.isDirectMember(declaration)
        let scope: Syntax? = isProperty
            ? Ancestors.enclosingTypeDeclaration(of: declaration).map { Syntax($0) }
            : declaration.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self).map(Syntax.init) })
        guard let scope else { return nil }
        return CodeCreatedView(
            name: pattern.identifier.text, typeName: typeName, binding: binding, scope: scope, isProperty: isProperty, builder: builder,
            builderLocal: builder.flatMap(Self.returnedLocal))
    }

    /// `{ let label = UILabel(); ...; return label }`: the binding of `label`.
    private static func returnedLocal(of closure: ClosureExprSyntax) -> PatternBindingSyntax? {
        guard let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self) else { return nil }
        return closure.statements.lazy.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == returned.baseName.text && $0.initializer != nil }
    }

    /// The expressions naming this view in its scope (`badge`, `self.badge`), outside its own
    /// declaration.
    func references() -> [ExprSyntax] {
        SyntaxSearch.all(DeclReferenceExprSyntax.self, in: scope) { $0.baseName.hasText(name) && $0.argumentNames == nil }.compactMap { reference in
            guard !binding.range.contains(reference.position) else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard isProperty, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
                return ExprSyntax(member)
            }
            let declarations = Scopes.declarations(of: name, at: reference)
            if isProperty { return declarations.isEmpty ? ExprSyntax(reference) : nil }
            return declarations.first?.id == binding.pattern.id ? ExprSyntax(reference) : nil
        }
    }
}
