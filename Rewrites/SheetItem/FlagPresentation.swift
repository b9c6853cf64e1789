import ModernizeCore
import SwiftSyntax

/// A `.sheet(isPresented: $flag) { content }` (or `.fullScreenCover`) whose content reads an
/// optional property of the view, `selection`: `if let s = selection { }`, `selection.map { }`
/// or `selection!`.
struct FlagPresentation {
    let call: FunctionCallExprSyntax
    /// `showEditor` of `$showEditor` / `self.$showEditor`.
    let flag: String
    let content: ClosureExprSyntax
    let onDismiss: ExprSyntax?
    /// The optional property the content reads, with how it reads it.
    let selection: String
    let read: Read
    /// The view type holding the call (its declaration and extensions in this file).
    let owner: [any DeclGroupSyntax]

    enum Read {
        /// The content is only `if let name = selection { body } [else { }]`.
        case ifLet(IfExprSyntax, name: String)
        /// The content is only `selection.map { }` / `selection.map(F)`.
        case map(FunctionCallExprSyntax)
        /// `selection!` (and no other read of `selection`).
        case forceUnwraps([ForceUnwrapExprSyntax])
        /// Some other mix of reads.
        case other
    }

    init?(_ call: FunctionCallExprSyntax, in tree: SourceFileSyntax) {
        guard let binding = call.arguments.first(where: { $0.label?.text == "isPresented" })?.expression,
              let flag = Self.projectedName(binding),
              let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
              content.signature == nil,
              let ownerName = Ancestors.enclosingTypeName(of: call) else { return nil }
        let owner = Self.declarations(named: ownerName, in: tree)
        let stored = Set(owner.flatMap(Self.instanceVariables))
        guard let (selection, read) = Self.optionalRead(in: content, among: stored) else { return nil }
        self.call = call
        self.flag = flag
        self.content = content
        self.onDismiss = call.arguments.first(where: { $0.label?.text == "onDismiss" })?.expression
        self.selection = selection
        self.read = read
        self.owner = owner
        // `.map` is an optional's only when the property is declared optional (not an array's).
        if case .map = read, declaredType(of: selection)?.is(OptionalTypeSyntax.self) != true { return nil }
    }

    /// `showEditor` for `$showEditor` or `self.$showEditor`.
    static func projectedName(_ expression: ExprSyntax) -> String? {
        let name: TokenSyntax
        if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName }
        else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName
        } else { return nil }
        guard name.text.hasPrefix("$"), name.text.count > 1 else { return nil }
        return String(name.text.dropFirst())
    }

    /// `name` or `self.name` as an expression: the property it names.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type's declaration and extensions in this file.
    static func declarations(named name: String, in tree: SourceFileSyntax) -> [any DeclGroupSyntax] {
        var result: [any DeclGroupSyntax] = SyntaxSearch.all(StructDeclSyntax.self, in: tree) { $0.name.text == name }
        result += SyntaxSearch.all(ClassDeclSyntax.self, in: tree) { $0.name.text == name } as [any DeclGroupSyntax]
        result += SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree) { $0.extendedType.trimmedDescription == name } as [any DeclGroupSyntax]
        return result
    }

    /// Names of the instance `var`s the group declares.
    static func instanceVariables(_ group: any DeclGroupSyntax) -> [String] {
        group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.bindingSpecifier.tokenKind == .keyword(.var) && !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
    }

    /// The declared type of the property `name` (`Item?`), as written.
    func declaredType(of name: String) -> TypeSyntax? {
        for group in owner {
            for member in group.memberBlock.members {
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.typeAnnotation?.type
                }
            }
        }
        return nil
    }

    /// The property of `stored` the content reads as an optional, and how.
    private static func optionalRead(in content: ClosureExprSyntax, among stored: Set<String>) -> (String, Read)? {
        let statements = Array(content.statements)
        if statements.count == 1, let ifExpression = Self.soleIf(statements[0]), ifExpression.conditions.count == 1,
           let condition = ifExpression.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
           let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let property = condition.initializer.map { propertyName($0.value) } ?? name
            if let property, stored.contains(property) { return (property, .ifLet(ifExpression, name: name)) }
        }
        if statements.count == 1, let call = statements[0].item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "map",
           let base = member.base, let property = propertyName(base), stored.contains(property) {
            return (property, .map(call))
        }
        let unwraps = SyntaxSearch.all(ForceUnwrapExprSyntax.self, in: content.statements) { propertyName($0.expression).map(stored.contains) ?? false }
        guard let first = unwraps.first, let property = propertyName(first.expression) else { return nil }
        let same = unwraps.filter { propertyName($0.expression) == property }
        let reads = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: content.statements) { $0.baseName.text == property }
        return (property, reads.count == same.count ? .forceUnwraps(same) : .other)
    }

    /// `if ... { }` as a statement (an expression statement in swift-syntax 603).
    private static func soleIf(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self)
    }
}
