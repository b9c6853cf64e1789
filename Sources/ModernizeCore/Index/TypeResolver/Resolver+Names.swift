import SwiftSyntax

extension ExpressionTypeResolver {
    // MARK: Names

    /// `self`, a local or parameter, an implicit member of `self`, or a type written as a value.
    func referenceType(_ reference: DeclReferenceExprSyntax, in context: Context) -> TypeRef? {
        let name = reference.baseName.text
        switch reference.baseName.tokenKind {
        case .keyword(.self):
            // Captured `[weak self]` makes `self` optional inside the closure.
            if let capture = Scopes.firstDeclaration(of: "self", at: reference)?.as(ClosureCaptureSyntax.self) {
                return captureType(capture, in: context)
            }
            return context.selfType.map { context.isStatic ? .metatype(.named($0)) : .named($0) }
        case .keyword(.Self):
            return context.selfType.map { .metatype(.named($0)) }
        default: break
        }
        if case .dollarIdentifier = reference.baseName.tokenKind {
            return shorthandParameterType(name, at: reference, in: context)
        }
        if let declaration = Scopes.firstDeclaration(of: name, at: reference) {
            return declarationType(declaration, in: context)
        }
        if let local = context.locals[name] { return local }
        if let selfType = context.selfType, let member = memberType(name, of: selfType, isStatic: context.isStatic, depth: context.depth + 1).type {
            return member
        }
        if let type = typeReference(ExprSyntax(reference), in: context) { return .metatype(type) }
        // A file-scope constant (`let previewStore = Store()`): after members, as Swift looks names up.
        return globalType(name, depth: context.depth + 1)
    }

    /// An expression that names a type: `UIScreen`, `Model`, `Box<Int>`, `Outer.Inner`. Only
    /// names the project or the SDK facts declare (a capitalised global constant is not a type).
    func typeReference(_ expression: ExprSyntax, in context: Context) -> TypeRef? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard reference.argumentNames == nil, isKnownTypeName(name),
                  Scopes.firstDeclaration(of: name, at: reference) == nil else { return nil }
            return aliasTarget(name).map { dealiased($0) } ?? .named(name)
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self),
           case .named(let name, _)? = typeReference(specialization.expression, in: context) {
            var arguments: [TypeRef] = []
            for argument in specialization.genericArgumentClause.arguments {
                guard case .type(let type) = argument.argument, let reference = TypeRef(type) else { return nil }
                arguments.append(reference)
            }
            return .named(name, arguments: arguments)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
           let outer = typeReference(base, in: context)?.nominalName {
            let name = access.declName.baseName.text
            // `Outer.Inner`: a type the project declares inside `Outer` (or an extension of it),
            // not any nested type of that name (`PaidFeature.bookmarks` is a static property
            // even where `Constants.bookmarks` is an enum).
            return index.types(named: name).contains { $0.kind != .extension && $0.parents.last == outer } ? .named(name) : nil
        }
        return nil
    }

    func isKnownTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return index.declaresType(named: name) || sdk.knowsClass(name) || sdk.constructible.contains(name)
            || sdk.staticMembers[name] != nil || Self.standardTypes.contains(name) || SwiftUIViews.typeNames.contains(name)
            || aliasTarget(name) != nil
    }

    /// Standard library and SDK value types whose names rules meet as values (`String(...)`, `Color.red`).
    public static let standardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "CGFloat", "Array", "Dictionary", "Set", "Date", "URL", "Data", "UUID",
        "Color", "UIColor", "UIFont", "Font", "Text", "Image", "UIImage", "DispatchQueue", "Timer", "NotificationCenter",
        "UserDefaults", "Bundle", "UIDevice", "UINib", "UIStoryboard", "Task", "Result", "Character", "Substring", "IndexPath",
        "CGSize", "CGRect", "CGPoint", "TimeInterval", "Decimal", "Locale", "Calendar", "TimeZone", "JSONDecoder", "JSONEncoder",
        "URLRequest", "URLSession", "DateFormatter", "NumberFormatter", "NSAttributedString", "AttributedString", "Notification",
        "UIEdgeInsets", "NSLayoutConstraint", "UNUserNotificationCenter",
    ]

    /// A written type, unless it names a generic parameter in scope at `node` (`T` of
    /// `func f<T>(x: T)` or `struct Box<T>`): a placeholder, not a type.
    func writtenType(_ type: TypeSyntax, at node: some SyntaxProtocol) -> TypeRef? {
        guard let reference = TypeRef(type).map({ dealiased($0) }) else { return nil }
        guard let name = reference.unwrapped.nominalName ?? Self.elementName(reference) else { return reference }
        var current = Syntax(node).parent
        while let ancestor = current {
            let clause = ancestor.as(FunctionDeclSyntax.self)?.genericParameterClause ?? ancestor.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(StructDeclSyntax.self)?.genericParameterClause ?? ancestor.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(EnumDeclSyntax.self)?.genericParameterClause ?? ancestor.as(ActorDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return nil }
            current = ancestor.parent
        }
        return styleConfiguration(name, at: node) ?? reference
    }

    /// `makeBody(configuration: Configuration)` in a `ButtonStyle`: `Configuration` is the
    /// protocol's alias of `ButtonStyleConfiguration` (whose `label` is a view of View's
    /// modifiers only). Inside the conforming type its members come first, so a top-level
    /// `Configuration` elsewhere does not count; one nested in the conformer does.
    private func styleConfiguration(_ name: String, at node: some SyntaxProtocol) -> TypeRef? {
        guard name == "Configuration" else { return nil }
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.isProtocol((any DeclGroupSyntax).self) { current = ancestor.parent }
        guard let declaration = current?.asProtocol((any DeclGroupSyntax).self),
              declaration.inheritanceClause?.inheritedTypes.contains(where: { TypeRef($0.type)?.nominalName == "ButtonStyle" }) == true
        else { return nil }
        let conformer = declaration.as(StructDeclSyntax.self)?.name.text ?? declaration.as(ClassDeclSyntax.self)?.name.text
            ?? declaration.as(EnumDeclSyntax.self)?.name.text ?? declaration.as(ExtensionDeclSyntax.self).flatMap { TypeRef($0.extendedType)?.nominalName }
        let nestedHere = declaration.memberBlock.members.contains { member in
            [member.decl.as(StructDeclSyntax.self)?.name, member.decl.as(ClassDeclSyntax.self)?.name, member.decl.as(EnumDeclSyntax.self)?.name,
             member.decl.as(TypeAliasDeclSyntax.self)?.name].contains { $0?.text == name }
        }
        let nestedElsewhere = index.types(named: name).contains { $0.parents.last == conformer }
            || (index.typeAliasesByName[name] ?? []).contains { $0.parents.last == conformer }
        return nestedHere || nestedElsewhere ? nil : .named("ButtonStyleConfiguration")
    }

    /// `[T]` -> `T`, for the generic-parameter check.
    static func elementName(_ type: TypeRef) -> String? {
        if case .array(let element) = type.unwrapped { return element.nominalName }
        return nil
    }
}
