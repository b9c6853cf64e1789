import SwiftParser
import SwiftSyntax

/// The type of an expression, from the file's own syntax (locals, parameters, `self`) and the
/// project index (members, return types, across extensions and files) plus `SDKFacts`, without
/// a type checker. Every form it does not follow answers `.unknown`, never a guess: a rule then
/// takes its conservative tier.
public struct ExpressionTypeResolver {
    public let index: ProjectIndex
    public let sdk: SDKFacts
    /// Following a local's initializer to another local's ... ends here (`let x = x.y` too).
    static let maximumDepth = 12

    public init(index: ProjectIndex, sdk: SDKFacts = .shared) {
        self.index = index
        self.sdk = sdk
    }

    /// The type of `expression`, an expression in a file's tree.
    public func type(of expression: ExprSyntax) -> ResolvedType {
        type(of: expression, in: Context(of: expression))
    }

    /// The type of an expression written as text (an index fact such as a property's initial
    /// value), evaluated inside `type` (`self`, implicit members) with no locals.
    /// `locals`: the types of locals the text names (recorded with the fact, such as
    /// `IndexedUse.receiverLocalType`); a local mapped to nil is unknown, never a member of `type`.
    public func type(ofText text: String, inType type: String?, isStatic: Bool = false, locals: [String: TypeRef?] = [:]) -> ResolvedType {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError else { return .unknown }
        var context = Context(selfType: type, isStatic: isStatic, depth: 1)
        context.locals = locals
        return self.type(of: expression, in: context)
    }

    /// The type of a recorded use's receiver (`IndexedUse.receiver`), in the code of `type`, with
    /// the local it starts with typed as the index recorded it (`receiverLocalType`).
    public func type(ofReceiverOf use: IndexedUse, inType type: String?, isStatic: Bool) -> ResolvedType {
        var locals: [String: TypeRef?] = [:]
        if let local = use.receiverLocalType {
            var localType = local.isEmpty ? nil : TypeRef(parsing: local)
            // `guard let feature = selection.paidFeature`: the bound value's type, unwrapped
            // (an `if let` / `guard let` binds the wrapped value; a plain `let` of an optional
            // is only used through `?.`, which the receiver text then spells).
            if localType == nil, let value = use.receiverLocalValue {
                var valueLocals: [String: TypeRef?] = [:]
                if let root = use.receiverLocalValueRootType {
                    valueLocals[Self.leadingName(value)] = .some(root.isEmpty ? nil : TypeRef(parsing: root))
                }
                localType = self.type(ofText: value, inType: type, isStatic: isStatic, locals: valueLocals).type?.unwrapped
            }
            locals[Self.leadingName(use.receiver)] = .some(localType)
        }
        return self.type(ofText: use.receiver, inType: type, isStatic: isStatic, locals: locals)
    }

    /// `feature` in `feature.objectWillChange`.
    private static func leadingName(_ text: String) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    // MARK: Questions rules ask

    /// The class `name`, then its superclasses: the project's, then the SDK's (`["Cell", "UITableViewCell", "UIView", ...]`).
    public func classChain(of name: String) -> [String] {
        let project = index.superclassChain(of: name)
        return project + sdk.superclassChain(of: project.last!).filter { !project.contains($0) }
    }

    /// Is the type `name` the class `ancestor` or a subclass of it, as far as the project and the SDK facts show?
    public func isSubclass(_ name: String, of ancestor: String) -> Bool {
        classChain(of: name).contains(ancestor)
    }

    /// Is the type main-actor isolated: `@MainActor` on it or a project superclass, or an SDK
    /// class the facts list as main-actor (`UIResponder` and below, `SKNode` on iOS)?
    public func isMainActor(_ name: String) -> Bool {
        for type in classChain(of: name) {
            if sdk.isMainActor(type) { return true }
            if index.types(named: type).contains(where: { $0.attributes.contains("MainActor") }) { return true }
        }
        return false
    }

    /// The declared type of a member of `type`: the project's declaration, extensions and
    /// superclasses first, then the SDK's. Unknown when none says, or the project declares
    /// several types of that name.
    public func memberType(_ name: String, of type: String, isStatic: Bool) -> ResolvedType {
        memberType(name, of: type, isStatic: isStatic, depth: 1)
    }

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

    // MARK: Expressions

    func type(of expression: ExprSyntax, in context: Context) -> ResolvedType {
        guard context.depth <= Self.maximumDepth, let partial = partial(expression, in: context) else { return .unknown }
        return .known(partial.finished)
    }

    private func partial(_ expression: ExprSyntax, in context: Context) -> Partial? {
        func done(_ type: TypeRef?) -> Partial? { type.map { Partial(type: $0, chained: false) } }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return done(.named("Int"))
        case .floatLiteralExpr: return done(.named("Double"))
        case .stringLiteralExpr: return done(.named("String"))
        case .booleanLiteralExpr: return done(.named("Bool"))
        case .declReferenceExpr(let reference): return done(referenceType(reference, in: context))
        case .memberAccessExpr(let access): return memberAccess(access, in: context)
        case .functionCallExpr(let call): return self.call(call, in: context)
        case .optionalChainingExpr(let chaining):
            guard let inner = partial(chaining.expression, in: context) else { return nil }
            return Partial(type: inner.type.unwrapped, chained: true)
        case .forceUnwrapExpr(let unwrap):
            guard let inner = partial(unwrap.expression, in: context) else { return nil }
            return Partial(type: inner.type.unwrapped, chained: inner.chained)
        case .subscriptCallExpr(let subscriptCall):
            guard let base = partial(subscriptCall.calledExpression, in: context) else { return nil }
            switch base.type.unwrapped {
            case .array(let element) where subscriptCall.arguments.count == 1 && subscriptCall.arguments.first?.label == nil:
                return Partial(type: element, chained: base.chained)
            case .dictionary(_, let value) where subscriptCall.arguments.count == 1 && subscriptCall.arguments.first?.label == nil:
                return Partial(type: value.asOptional, chained: base.chained)
            default: return nil
            }
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
            return done(type(of: only.expression, in: context).type)
        case .tryExpr(let tryExpression):
            let inner = type(of: tryExpression.expression, in: context).type
            return done(tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? inner?.asOptional : inner)
        case .awaitExpr(let awaitExpression): return done(type(of: awaitExpression.expression, in: context).type)
        case .sequenceExpr(let sequence): return done(sequenceType(Array(sequence.elements)[...], in: context))
        case .arrayExpr(let array):
            let elements = Set(array.elements.map { type(of: $0.expression, in: context) })
            guard elements.count == 1, let element = elements.first?.type else { return nil }
            return done(.array(element))
        case .prefixOperatorExpr(let prefix):
            if prefix.operator.text == "!" { return done(.named("Bool")) }
            return done(type(of: prefix.expression, in: context).type)
        case .genericSpecializationExpr(let specialization):
            return done(typeReference(ExprSyntax(specialization), in: context).map(TypeRef.metatype))
        case .ternaryExpr(let ternary):
            return done(branches(ternary.thenExpression, ternary.elseExpression, in: context))
        case .asExpr(let cast):
            guard let target = TypeRef(cast.type) else { return nil }
            return done(cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? target.asOptional : target)
        case .isExpr: return done(.named("Bool"))
        default: return nil
        }
    }

    /// `a == b ? .x : .y`, `x ?? y`, `v as? T`, `a && b`: the operators are not folded in the
    /// tree, so the lowest-precedence operator of the slice decides (ternary, then `||`/`&&` and
    /// comparisons, then `??`, then casts); anything else must agree on one type.
    private func sequenceType(_ elements: ArraySlice<ExprSyntax>, in context: Context) -> TypeRef? {
        guard !elements.isEmpty else { return nil }
        if elements.count == 1, let only = elements.first { return type(of: only, in: context).type }
        if elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return nil }
        if let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self) {
            return branchTypes(type(of: ternary.thenExpression, in: context), elseType: sequenceType(elements[(ternaryIndex + 1)...], in: context),
                               then: ternary.thenExpression, elseSlice: elements[(ternaryIndex + 1)...])
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        let booleanOperators: Set<String> = ["||", "&&", "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="]
        if operators.contains(where: booleanOperators.contains) { return .named("Bool") }
        if let coalescing = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            guard let left = sequenceType(elements[..<coalescing], in: context) else { return nil }
            let rightSlice = elements[(coalescing + 1)...]
            if let right = sequenceType(rightSlice, in: context) {
                return right.nominalName == left.unwrapped.nominalName || right.unwrapped == left.unwrapped ? right : nil
            }
            // An implicit member (`.default`) or a literal is the unwrapped type, never an optional.
            if rightSlice.count == 1, let only = rightSlice.first,
               let member = only.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text != "none" {
                return left.unwrapped
            }
            return nil
        }
        if elements.count >= 3, let cast = elements[elements.index(elements.endIndex, offsetBy: -2)].as(UnresolvedAsExprSyntax.self),
           let target = elements.last?.as(TypeExprSyntax.self).flatMap({ TypeRef($0.type) }) {
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? target.asOptional : target
        }
        if elements.contains(where: { $0.is(UnresolvedIsExprSyntax.self) }) { return .named("Bool") }
        // Arithmetic and the like: every operand of one type.
        let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map { type(of: $0.element, in: context) }
        let distinct = Set(operands)
        guard distinct.count == 1, let only = distinct.first?.type else { return nil }
        return only
    }

    private func branches(_ then: ExprSyntax, _ otherwise: ExprSyntax, in context: Context) -> TypeRef? {
        branchTypes(type(of: then, in: context), elseType: type(of: otherwise, in: context).type, then: then, elseSlice: [otherwise][...])
    }

    /// Both branches of a ternary agree, or one is `nil` (then the other, optional).
    private func branchTypes(_ thenType: ResolvedType, elseType: TypeRef?, then: ExprSyntax, elseSlice: ArraySlice<ExprSyntax>) -> TypeRef? {
        let elseIsNil = elseSlice.count == 1 && elseSlice.first?.is(NilLiteralExprSyntax.self) == true
        if then.is(NilLiteralExprSyntax.self) { return elseType?.asOptional }
        if elseIsNil { return thenType.type?.asOptional }
        guard let thenType = thenType.type, let elseType else { return nil }
        if thenType == elseType { return thenType }
        if thenType.unwrapped == elseType.unwrapped { return thenType.asOptional }
        return nil
    }

    // MARK: Names

    /// `self`, a local or parameter, an implicit member of `self`, or a type written as a value.
    private func referenceType(_ reference: DeclReferenceExprSyntax, in context: Context) -> TypeRef? {
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
        return typeReference(ExprSyntax(reference), in: context).map(TypeRef.metatype)
    }

    /// An expression that names a type: `UIScreen`, `Model`, `Box<Int>`, `Outer.Inner`. Only
    /// names the project or the SDK facts declare (a capitalised global constant is not a type).
    private func typeReference(_ expression: ExprSyntax, in context: Context) -> TypeRef? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard reference.argumentNames == nil, isKnownTypeName(name),
                  Scopes.firstDeclaration(of: name, at: reference) == nil else { return nil }
            return .named(name)
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

    private func isKnownTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return index.declaresType(named: name) || sdk.knowsClass(name) || sdk.constructible.contains(name)
            || sdk.staticMembers[name] != nil || Self.standardTypes.contains(name)
    }

    /// Standard library and SDK value types whose names rules meet as values (`String(...)`, `Color.red`).
    public static let standardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "CGFloat", "Array", "Dictionary", "Set", "Date", "URL", "Data", "UUID",
        "Color", "UIColor", "UIFont", "Font", "Text", "Image", "UIImage", "DispatchQueue", "Timer", "NotificationCenter",
        "UserDefaults", "Bundle", "UIDevice", "UINib", "UIStoryboard",
    ]

    /// A written type, unless it names a generic parameter in scope at `node` (`T` of
    /// `func f<T>(x: T)` or `struct Box<T>`): a placeholder, not a type.
    private func writtenType(_ type: TypeSyntax, at node: some SyntaxProtocol) -> TypeRef? {
        guard let reference = TypeRef(type) else { return nil }
        guard let name = reference.unwrapped.nominalName ?? Self.elementName(reference) else { return reference }
        var current = Syntax(node).parent
        while let ancestor = current {
            let clause = ancestor.as(FunctionDeclSyntax.self)?.genericParameterClause ?? ancestor.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(StructDeclSyntax.self)?.genericParameterClause ?? ancestor.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(EnumDeclSyntax.self)?.genericParameterClause ?? ancestor.as(ActorDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return nil }
            current = ancestor.parent
        }
        return reference
    }

    /// `[T]` -> `T`, for the generic-parameter check.
    private static func elementName(_ type: TypeRef) -> String? {
        if case .array(let element) = type.unwrapped { return element.nominalName }
        return nil
    }

    /// The type a declaration found by `Scopes` gives its name.
    private func declarationType(_ declaration: Syntax, in context: Context) -> TypeRef? {
        guard context.depth <= Self.maximumDepth else { return nil }
        let deeper = context.deeper()
        if let parameter = declaration.as(FunctionParameterSyntax.self) {
            guard let type = writtenType(parameter.type, at: parameter) else { return nil }
            return parameter.ellipsis != nil ? .array(type) : type
        }
        if let parameter = declaration.as(ClosureParameterSyntax.self) {
            if let type = parameter.type { return writtenType(type, at: parameter) }
            // `rows.forEach { (row) in ... }`: an element, as without the parentheses.
            guard let list = parameter.parent?.as(ClosureParameterListSyntax.self),
                  let closure = parameter.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
                  let position = list.firstIndex(where: { $0.id == parameter.id }) else { return nil }
            return elementParameterType(of: closure, position: list.distance(from: list.startIndex, to: position), in: context)
        }
        if let capture = declaration.as(ClosureCaptureSyntax.self) {
            return captureType(capture, in: context)
        }
        if let parameter = declaration.as(ClosureShorthandParameterSyntax.self),
           let closure = parameter.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
           case .simpleInput(let parameters)? = closure.signature?.parameterClause,
           let position = parameters.firstIndex(where: { $0.id == parameter.id }) {
            return elementParameterType(of: closure, position: parameters.distance(from: parameters.startIndex, to: position), in: context)
        }
        guard let pattern = declaration.as(IdentifierPatternSyntax.self) else { return nil }
        if let binding = pattern.parent?.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation { return writtenType(annotation.type, at: binding) }
            // `let a, b: Int`: a later binding's annotation covers `a` too; the rule does not follow it.
            guard let value = binding.initializer?.value else { return nil }
            return type(of: value, in: deeper).type
        }
        if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self) {
            if let annotation = binding.typeAnnotation { return writtenType(annotation.type, at: binding) }
            if let value = binding.initializer?.value { return type(of: value, in: deeper).type?.unwrapped }
            // `if let x`: the outer `x`, unwrapped.
            let found = Scopes.firstDeclaration(of: pattern.identifier.text, at: binding)
            if let found { return declarationType(found, in: deeper)?.unwrapped }
            if let selfType = context.selfType { return memberType(pattern.identifier.text, of: selfType, isStatic: context.isStatic, depth: deeper.depth).type?.unwrapped }
            return nil
        }
        if let forStatement = pattern.parent?.as(ForStmtSyntax.self), forStatement.pattern.id == pattern.id {
            if case .array(let element)? = type(of: forStatement.sequence, in: deeper).type?.unwrapped { return element }
            return nil
        }
        return nil
    }

    /// Sequence methods whose closure parameters are the elements (`$0`, and `$1` for the
    /// comparators): `items.forEach { $0 }` on `[T]` gives `T`.
    static let elementClosureMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "sorted", "min", "max",
        "firstIndex", "lastIndex", "drop", "prefix",
    ]

    /// `$0` / `$1`: a parameter of the closure around `node` that has no parameter clause.
    private func shorthandParameterType(_ name: String, at node: some SyntaxProtocol, in context: Context) -> TypeRef? {
        guard let position = Int(name.dropFirst()),
              let closure = node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }), closure.signature?.parameterClause == nil else { return nil }
        return elementParameterType(of: closure, position: position, in: context)
    }

    /// The element type for parameter `position` of a closure passed to an element method of an array.
    private func elementParameterType(of closure: ClosureExprSyntax, position: Int, in context: Context) -> TypeRef? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)  // `where: { ... }`, `by: { ... }`
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.elementClosureMethods.contains(member.declName.baseName.text), let base = member.base,
              position <= 1, case .array(let element)? = type(of: base, in: context.deeper()).type?.unwrapped else { return nil }
        return element
    }

    /// `[weak self]` -> `Self?`, `[x = value]` -> the value's type, `[x]` -> the outer `x`.
    private func captureType(_ capture: ClosureCaptureSyntax, in context: Context) -> TypeRef? {
        let isWeak = capture.specifier?.specifier.tokenKind == .keyword(.weak)
        let base: TypeRef?
        if let value = capture.initializer?.value {
            base = type(of: value, in: context.deeper()).type
        } else if capture.name.tokenKind == .keyword(.self) {
            base = context.selfType.map { .named($0) }
        } else {
            // `[x]`: the `x` outside the closure (looked up from the closure, not its own capture list).
            let closure = capture.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }
            base = closure.flatMap { Scopes.firstDeclaration(of: capture.name.text, at: $0) }
                .flatMap { declarationType($0, in: context.deeper()) }
        }
        return isWeak ? base?.asOptional : base
    }

    // MARK: Members and calls

    private func memberAccess(_ access: MemberAccessExprSyntax, in context: Context) -> Partial? {
        guard let baseExpression = access.base else { return nil }  // `.member`: its type is the context's
        let name = access.declName.baseName.text
        if let type = typeReference(ExprSyntax(access), in: context) {
            return Partial(type: .metatype(type), chained: false)
        }
        guard let base = partial(baseExpression, in: context) else { return nil }
        if name == "self" { return base }
        switch base.type.unwrapped {
        case .metatype(let type):
            guard let typeName = type.nominalName else { return nil }
            return memberType(name, of: typeName, isStatic: true, depth: context.depth + 1).type.map { Partial(type: $0, chained: base.chained) }
        case .array(let element):
            switch name {
            case "first", "last": return Partial(type: element.asOptional, chained: base.chained)
            case "count": return Partial(type: .named("Int"), chained: base.chained)
            case "isEmpty": return Partial(type: .named("Bool"), chained: base.chained)
            default: return nil
            }
        case .named(let typeName, _):
            return memberType(name, of: typeName, isStatic: false, depth: context.depth + 1).type.map { Partial(type: $0, chained: base.chained) }
        default:
            return nil
        }
    }

    private func call(_ call: FunctionCallExprSyntax, in context: Context) -> Partial? {
        let callee = call.calledExpression
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        // `Model(...)`, `Box<Int>(...)`, `Outer.Inner(...)`, `Model.init(...)`.
        if let type = typeReference(callee, in: context) {
            return Partial(type: initializerResult(type, labels: labels, trailing: trailing), chained: false)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Scopes.firstDeclaration(of: name, at: reference) != nil { return nil }  // a local closure
            if let selfType = context.selfType,
               let result = methodResult(name, labels: labels, trailing: trailing, of: selfType, isStatic: context.isStatic) {
                return Partial(type: result, chained: false)
            }
            let free = index.freeFunctions.filter { $0.name == name && $0.accepts(labels: labels, trailingClosures: trailing) }
            return returnType(of: free, selfType: nil).map { Partial(type: $0, chained: false) }
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let baseExpression = access.base,
              let base = partial(baseExpression, in: context) else { return nil }
        let name = access.declName.baseName.text
        switch base.type.unwrapped {
        case .metatype(let type):
            if name == "init" { return Partial(type: initializerResult(type, labels: labels, trailing: trailing), chained: base.chained) }
            guard let typeName = type.nominalName else { return nil }
            return methodResult(name, labels: labels, trailing: trailing, of: typeName, isStatic: true).map { Partial(type: $0, chained: base.chained) }
        case .named(let typeName, _):
            return methodResult(name, labels: labels, trailing: trailing, of: typeName, isStatic: false).map { Partial(type: $0, chained: base.chained) }
        default:
            return nil
        }
    }

    /// `T(...)`: `T`, or `T?` when a failable initializer of the project's `T` has these labels.
    private func initializerResult(_ type: TypeRef, labels: [String], trailing: Int) -> TypeRef {
        guard let name = type.nominalName else { return type }
        let failable = index.types(named: name).flatMap(\.functions).contains {
            $0.kind == .initializer && $0.returnType == "Self?" && $0.accepts(labels: labels, trailingClosures: trailing)
        }
        return failable ? type.asOptional : type
    }

    /// The return type every matching overload of a method declares (the project's along the
    /// class chain, then the SDK's); nil when they disagree or none is known.
    private func methodResult(_ name: String, labels: [String], trailing: Int, of type: String, isStatic: Bool) -> TypeRef? {
        for owner in index.superclassChain(of: type) {
            let functions = index.functions(of: owner, named: name).filter {
                $0.kind == .function && $0.isStatic == isStatic && $0.accepts(labels: labels, trailingClosures: trailing)
            }
            if !functions.isEmpty { return returnType(of: functions, selfType: type) }
        }
        // The SDK class the project's chain reaches (a static method's `Self` stays `type`).
        for owner in classChain(of: type) {
            if var found = sdk.method(name, of: owner, isStatic: isStatic) {
                if isStatic, found == .named(owner) { found = .named(type) }
                return found
            }
        }
        return nil
    }

    private func returnType(of functions: [FunctionFacts], selfType: String?) -> TypeRef? {
        let written = Set(functions.map { $0.returnType ?? "" })
        guard written.count == 1, let only = written.first, !only.isEmpty, var type = TypeRef(parsing: only) else { return nil }
        // `func make<T>() -> T`, or a method of `Box<T>` returning `T`: a placeholder.
        let generics = Set(functions.flatMap(\.genericParameters)).union(selfType.map { index.types(named: $0).flatMap(\.genericParameters) } ?? [])
        if let name = type.unwrapped.nominalName ?? Self.elementName(type), generics.contains(name) { return nil }
        if let selfType {
            if case .named("Self", _) = type { type = .named(selfType) }
            if case .optional(.named("Self", _)) = type { type = .optional(.named(selfType)) }
        }
        return type
    }

    func memberType(_ name: String, of type: String, isStatic: Bool, depth: Int) -> ResolvedType {
        guard depth <= Self.maximumDepth else { return .unknown }
        let declarations = index.types(named: type).filter { $0.kind != .extension }
        // Two project types of one simple name (neither the only top-level one): the rule cannot tell which this is.
        guard declarations.count <= 1 || index.declaration(of: type) != nil else { return .unknown }
        for owner in index.superclassChain(of: type) {
            let properties = index.family(of: owner).flatMap(\.properties).filter { $0.name == name && $0.isStatic == isStatic }
            guard !properties.isEmpty else { continue }
            let types = Set(properties.map { propertyType($0, owner: owner, depth: depth) })
            guard types.count == 1, let only = types.first, case .known(var found) = only else { return .unknown }
            if case .named("Self", _) = found { found = .named(type) }
            // `var item: T` of `Box<T>`: a placeholder.
            let generics = Set(index.types(named: owner).flatMap(\.genericParameters))
            if let name = found.unwrapped.nominalName ?? Self.elementName(found), generics.contains(name) { return .unknown }
            return .known(found)
        }
        for owner in classChain(of: type) {
            if let found = sdk.member(name, of: owner, isStatic: isStatic) { return .known(found) }
        }
        // An enum case or a nested type would be reached here: the index does not record them.
        return .unknown
    }

    private func propertyType(_ property: PropertyFacts, owner: String, depth: Int) -> ResolvedType {
        if let written = property.type {
            return TypeRef(parsing: written).map(ResolvedType.known) ?? .unknown
        }
        guard let initializer = property.initializer else { return .unknown }
        let key = "resolver.property.\(owner).\(property.name).\(property.isStatic).\(property.location)"
        return index.memo.value(key) {
            var parser = Parser(initializer)
            let expression = ExprSyntax.parse(from: &parser)
            guard !expression.hasError else { return ResolvedType.unknown }
            return type(of: expression, in: Context(selfType: owner, isStatic: property.isStatic, depth: depth + 1))
        }
    }
}
