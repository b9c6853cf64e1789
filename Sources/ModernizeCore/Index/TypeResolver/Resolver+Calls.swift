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
    func initializerResult(_ type: TypeRef, labels: [String], trailing: Int) -> TypeRef {
        guard let name = type.nominalName else { return type }
        let failable = index.types(named: name).flatMap(\.functions).contains {
            $0.kind == .initializer && $0.returnType == "Self?" && $0.accepts(labels: labels, trailingClosures: trailing)
        }
        return failable ? type.asOptional : type
    }

    /// The return type every matching overload of a method declares (the project's along the
    /// class chain, then the SDK's); nil when they disagree or none is known.
    func methodResult(_ name: String, labels: [String], trailing: Int, of type: String, isStatic: Bool) -> TypeRef? {
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

    func returnType(of functions: [FunctionFacts], selfType: String?) -> TypeRef? {
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
}
