import ModernizeCore
import SwiftSyntax

/// What a layout item is: a view or a layout guide has anchors, anything else does not.
enum LayoutItemKind: Equatable {
    case view
    case layoutGuide
    case viewController
}

/// Static types of item expressions (`label`, `self.view`, `view.safeAreaLayoutGuide`,
/// `stepper!`), from locals and parameters in the file and properties and superclass chains in
/// the project index (which reads this file too), keeping `UIView!` apart from `UIView?`; what it
/// does not follow comes from the shared `ExpressionTypeResolver`. Anything neither follows is nil.
struct LayoutItemTypes {
    let index: ProjectIndex

    /// The kind of a type, following its superclass chain to a UIKit class.
    func kind(of typeName: String) -> LayoutItemKind? {
        let chain = index.superclassChain(of: typeName)
        for name in chain {
            if UIKitLayoutClasses.views.contains(name) { return .view }
            if UIKitLayoutClasses.layoutGuides.contains(name) { return .layoutGuide }
            if UIKitLayoutClasses.viewControllers.contains(name) { return .viewController }
        }
        let root = chain.last!
        return root.hasPrefix("UI") && root.hasSuffix("ViewController") || root == "UIHostingController" ? .viewController : nil
    }

    /// The type of `expression` at its place in the file.
    func type(of expression: ExprSyntax, depth: Int = 0) -> ItemType? {
        guard depth < 8 else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            if reference.baseName.tokenKind == .keyword(.self) {
                // `[weak self]` without a `guard let self` in between: an optional.
                let capture = Scopes.declarations(of: "self", at: reference).first?.as(ClosureCaptureSyntax.self)
                let isWeak = capture?.specifier?.specifier.tokenKind == .keyword(.weak)
                return enclosingType(of: reference).map { ItemType($0, isWeak ? .optional : .none) }
            }
            return type(ofName: reference.baseName.text, at: reference, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, var base = member.base {
            var chained = false
            if let optional = base.as(OptionalChainingExprSyntax.self) {
                base = optional.expression
                chained = true
            }
            guard let baseType = type(of: base, depth: depth + 1), chained || baseType.optionality != .optional,
                  var result = self.member(member.declName.baseName.text, of: baseType.name) else { return nil }
            if chained { result.optionality = .optional }
            return result
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            return type(of: forced.expression, depth: depth + 1)?.unwrapped
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first!.label == nil {
            return type(of: tuple.elements.first!.expression, depth: depth + 1)
        }
        return ItemType.constructed(by: expression) ?? resolved(expression)
    }

    /// What this rule's own reading does not follow (a static chain, a method's or a factory's
    /// declared result, `$0` of `forEach` over `[UIView]`), from the shared resolver. It has no
    /// implicitly-unwrapped optionals: an optional there counts as optional here (the rule then
    /// says less, never more).
    private func resolved(_ expression: ExprSyntax) -> ItemType? {
        guard let type = ExpressionTypeResolver(index: index).type(of: expression).type, let name = type.nominalName else { return nil }
        return ItemType(name, type.isOptional ? .optional : .none)
    }

    /// The class, struct, enum or extended type around `node`.
    func enclosingType(of node: some SyntaxProtocol) -> String? { Self.enclosingType(of: node) }

    /// The same, told by the syntax alone (no index): what a screen asks before the index exists.
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        guard let declaration = Ancestors.enclosingTypeDeclaration(of: node) else { return nil }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return SyntaxQueries.baseTypeName(type.extendedType) }
        return nil
    }

    /// A bare name: the innermost local or parameter declaring it, else a property of the
    /// enclosing type (implicit `self`).
    private func type(ofName name: String, at node: some SyntaxProtocol, depth: Int) -> ItemType? {
        if let declaration = Scopes.declarations(of: name, at: node).first {
            return type(declaredBy: declaration, name: name, depth: depth)
        }
        return enclosingType(of: node).flatMap { member(name, of: $0) }
    }

    private func type(declaredBy declaration: Syntax, name: String, depth: Int) -> ItemType? {
        if let parameter = declaration.as(FunctionParameterSyntax.self) { return ItemType(parameter.type) }
        if let parameter = declaration.as(ClosureParameterSyntax.self) { return parameter.type.flatMap(ItemType.init) }
        guard let pattern = declaration.as(IdentifierPatternSyntax.self) else { return nil }
        if let binding = pattern.parent?.as(PatternBindingSyntax.self), binding.pattern.id == pattern.id {
            if let annotation = binding.typeAnnotation { return ItemType(annotation.type) }
            return binding.initializer.flatMap { type(of: $0.value, depth: depth + 1) }
        }
        if let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self), condition.pattern.id == pattern.id {
            if let annotation = condition.typeAnnotation { return ItemType(annotation.type)?.unwrapped }
            if let value = condition.initializer?.value { return type(of: value, depth: depth + 1)?.unwrapped }
            // `if let banner {`: the outer `banner`, unwrapped.
            return type(ofName: name, at: condition, depth: depth + 1)?.unwrapped
        }
        if let loop = pattern.parent?.as(ForStmtSyntax.self), loop.pattern.id == pattern.id {
            return loop.typeAnnotation.flatMap { ItemType($0.type) }
        }
        return nil
    }

    /// An instance property of `typeName` (or of a superclass the project declares), else a
    /// UIKit member of the UIKit class the chain reaches. Properties declared with different
    /// types (in `#if` branches) give nil.
    func member(_ name: String, of typeName: String) -> ItemType? {
        let chain = index.superclassChain(of: typeName)
        for type in chain {
            let properties = index.types(named: type).flatMap(\.properties).filter { $0.name == name && !$0.isStatic }
            guard !properties.isEmpty else { continue }
            let types = Set(properties.map { property in
                property.type.flatMap(ItemType.init(written:)) ?? property.initializer.flatMap(ItemType.init(initializer:))
            })
            return types.count == 1 ? types.first! : nil
        }
        return UIKitLayoutClasses.member(name, of: chain.last!)
    }
}
