import SwiftSyntax

extension ExpressionTypeResolver {
    func call(_ call: FunctionCallExprSyntax, in context: Context) -> Partial? {
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
               let result = methodResult(name, labels: labels, trailing: trailing, of: selfType, isStatic: context.isStatic, call: call, context: context) {
                return Partial(type: result, chained: false)
            }
            let free = index.freeFunctions.filter { $0.name == name && $0.accepts(labels: labels, trailingClosures: trailing) }
            if !free.isEmpty {
                return returnType(of: free, substitutions: metatypeBinding(free, call: call, in: context)).map { Partial(type: $0, chained: false) }
            }
            return moduleTypeConstructor(name, in: context).map { Partial(type: $0, chained: false) }
        }
        // `{ ... }()`: what the closure returns.
        if let closure = callee.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return closureResult(closure, in: context).map { Partial(type: $0, chained: false) }
        }
        if call.arguments.isEmpty, call.trailingClosure == nil, let collection = collectionConstructor(callee, in: context) {
            return Partial(type: collection, chained: false)
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let baseExpression = access.base,
              let base = partial(baseExpression, in: context) else { return nil }
        let name = access.declName.baseName.text
        switch base.type.unwrapped {
        case .metatype(let type):
            if name == "init" { return Partial(type: initializerResult(type, labels: labels, trailing: trailing), chained: base.chained) }
            guard let typeName = type.nominalName else { return nil }
            if let result = methodResult(name, labels: labels, trailing: trailing, of: typeName, isStatic: true, call: call, context: context) {
                return Partial(type: result, chained: base.chained)
            }
            // `State.failed(error)`: a case with associated values.
            if isEnumCase(name, of: typeName) { return Partial(type: type, chained: base.chained) }
            return (singletonAccessor(name, of: typeName, isCall: true, arguments: labels.count + trailing) ?? Self.randomValueType(name, of: typeName))
                .map { Partial(type: $0, chained: base.chained) }
        case .named(let typeName, let arguments):
            if let result = methodResult(name, labels: labels, trailing: trailing, of: typeName, isStatic: false, arguments: arguments, call: call, context: context) {
                return Partial(type: result, chained: base.chained)
            }
            // A project view (`struct Card: View`) has View's modifiers: the project's own on View, else SwiftUI's.
            if index.declares(typeName), index.conforms(typeName, to: "View") {
                return viewModifier(name, labels: labels, trailing: trailing).map { Partial(type: $0, chained: base.chained) }
            }
            return SwiftUIViews.modifierResult(name, on: base.type.unwrapped).map { Partial(type: $0, chained: base.chained) }
        case .array(let element):
            return arrayMethodResult(name, element: element, call: call, in: context).map { Partial(type: $0, chained: base.chained) }
        case .opaque(let protocolName):
            guard protocolName == "View" else { return nil }
            return viewModifier(name, labels: labels, trailing: trailing).map { Partial(type: $0, chained: base.chained) }
        default:
            return nil
        }
    }

    /// `dequeue(ofType: SwitchCell.self, for: path)` of `func dequeue<T>(ofType: T.Type, for: IndexPath) -> T`:
    /// the generic result bound by the `X.self` argument, when every overload called binds it
    /// through the same parameter.
    func metatypeBinding(_ functions: [FunctionFacts], call: FunctionCallExprSyntax, in context: Context) -> [String: TypeRef] {
        guard let first = functions.first, let position = first.metatypeParameter, position < first.labels.count,
              functions.allSatisfy({ $0.metatypeParameter == position && $0.labels == first.labels && $0.returnType == first.returnType }),
              let written = first.returnType, let result = TypeRef(parsing: written)?.unwrapped.nominalName else { return [:] }
        let label = first.labels[position]
        // The argument for that parameter: by its label, or (unlabeled) by position when nothing is left out before it.
        let arguments = Array(call.arguments)
        let argument = label == "_"
            ? (arguments.count > position && arguments[..<position].map { $0.label?.text ?? "_" } == Array(first.labels[..<position]) ? arguments[position] : nil)
            : arguments.first { $0.label?.text == label }
        guard let access = argument?.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.self),
              let base = access.base, let bound = typeReference(base, in: context) else { return [:] }
        return [result: bound]
    }

    /// `WKWebView(frame: .zero)`, `AVPlayer(url: url)`: a call of a capitalized name that nothing
    /// in scope or in the project declares as a function, a value or a type is another module's
    /// type being constructed (Swift names functions in lower camel case).
    func moduleTypeConstructor(_ name: String, in context: Context) -> TypeRef? {
        guard let first = name.first, first.isUppercase, name.count > 1, !index.declaresType(named: name),
              index.globalsByName[name] == nil, !index.functionsByName.contains(name),
              context.selfType.map({ owner in !index.superclassChain(of: owner).contains { type in
                  !index.functions(of: type, named: name).isEmpty || index.family(of: type).contains { $0.properties.contains { $0.name == name } }
              } }) ?? true, context.locals[name] == nil
        else { return nil }
        return .named(name)
    }

    /// The singletons every Apple framework spells the same way: `UIDevice.current`,
    /// `FileManager.default`, `UNUserNotificationCenter.current()`,
    /// `AVAudioSession.sharedInstance()` are of the type they are reached on. Only for types the
    /// project does not declare (its own `shared` may be anything).
    func singletonAccessor(_ name: String, of type: String, isCall: Bool, arguments: Int = 0) -> TypeRef? {
        guard !index.declaresType(named: type), arguments == 0, type.first?.isUppercase == true else { return nil }
        let names: Set<String> = isCall ? ["current", "shared", "sharedInstance", "standard"] : ["current", "shared", "default", "standard", "main"]
        return names.contains(name) ? .named(type) : nil
    }

    /// A modifier called on a view of no more specific type (`some View`, a project view): the
    /// project's own on `View` (`extension View { func card() -> some View }`), else SwiftUI's,
    /// which return `some View`.
    func viewModifier(_ name: String, labels: [String], trailing: Int) -> TypeRef? {
        let declared = index.functions(of: "View", named: name).filter {
            $0.kind == .function && !$0.isStatic && $0.accepts(labels: labels, trailingClosures: trailing)
        }
        if !declared.isEmpty { return returnType(of: declared) }
        // Named on View but not with these labels: an overload the index cannot pick.
        if !index.functions(of: "View", named: name).isEmpty { return nil }
        return .opaque("View")
    }

    /// The type every `return` of a closure's own body gives (or its single expression, or
    /// its written result type); nil when they disagree or one is unknown.
    func closureResult(_ closure: ClosureExprSyntax, in context: Context) -> TypeRef? {
        if let written = closure.signature?.returnClause?.type { return writtenType(written, at: closure) }
        let statements = closure.statements
        if statements.count == 1, let only = statements.first, let expression = only.item.as(ExprSyntax.self) {
            return type(of: expression, in: context.deeper()).type
        }
        let returns = SyntaxSearch.all(ReturnStmtSyntax.self, in: closure.statements, skipping: .closuresAndFunctions)
        guard !returns.isEmpty else { return nil }
        var found: TypeRef?
        for statement in returns {
            guard let expression = statement.expression, let type = type(of: expression, in: context.deeper()).type else { return nil }
            if let found, found != type { return nil }
            found = type
        }
        return found
    }

    /// `T(...)`: `T`, or `T?` when a failable initializer of the project's `T` has these labels.
    func initializerResult(_ type: TypeRef, labels: [String], trailing: Int) -> TypeRef {
        guard let name = type.nominalName else { return type }
        let failable = index.types(named: name).flatMap(\.functions).contains {
            $0.kind == .initializer && $0.returnType == "Self?" && $0.accepts(labels: labels, trailingClosures: trailing)
        }
        return failable ? type.asOptional : type
    }

    /// The return type every matching overload of a method declares (the project's along the
    /// class chain, then the SDK's); nil when they disagree or none is known.
    /// `arguments`: the receiver type's generic arguments (`Box<Model>`), given to a result
    /// declared with the type's own parameter.
    func methodResult(
        _ name: String, labels: [String], trailing: Int, of type: String, isStatic: Bool, arguments: [TypeRef] = [],
        call: FunctionCallExprSyntax? = nil, context: Context? = nil
    ) -> TypeRef? {
        // The class chain, then the protocols adopted (`extension RowType { func cellSetup(...) -> Self }`).
        for owner in index.superclassChain(of: type) + index.adoptedProtocols(of: type) {
            let functions = index.functions(of: owner, named: name).filter {
                $0.kind == .function && $0.isStatic == isStatic && $0.accepts(labels: labels, trailingClosures: trailing)
            }
            guard !functions.isEmpty else { continue }
            guard var result = writtenReturnType(of: functions) else { return nil }
            if let call, let context { result = result.substituting(metatypeBinding(functions, call: call, in: context)) }
            // `Self` and the owner's placeholders take what `type` binds them to; the function's
            // own generic parameters (`func make<T>() -> T`) are placeholders.
            guard let bound = bindingPlaceholders(in: result, owner: owner, valueType: type, arguments: arguments),
                  !bound.mentions(Set(functions.flatMap(\.genericParameters))) else { return nil }
            return bound
        }
        // The SDK class the project's chain reaches (a static method's `Self` stays `type`).
        for owner in classChain(of: type) {
            if var found = sdk.method(name, labels: labels, of: owner, isStatic: isStatic) {
                if isStatic, found == .named(owner) { found = .named(type) }
                return found
            }
        }
        return nil
    }

    /// The result type every overload writes, its aliases resolved; nil when they disagree or
    /// write none.
    func writtenReturnType(of functions: [FunctionFacts]) -> TypeRef? {
        let written = Set(functions.map { $0.returnType ?? "" })
        guard written.count == 1, let only = written.first, !only.isEmpty else { return nil }
        return TypeRef(parsing: only).map { dealiased($0) }
    }

    /// A free function's or a `View` extension's result; `func make<T>() -> T` is a placeholder.
    func returnType(of functions: [FunctionFacts], substitutions: [String: TypeRef] = [:]) -> TypeRef? {
        guard let type = writtenReturnType(of: functions)?.substituting(substitutions),
              !type.mentions(Set(functions.flatMap(\.genericParameters))) else { return nil }
        return type
    }
}
