import SwiftParser
import SwiftSyntax

extension ExpressionTypeResolver {
    // MARK: Parameters of a closure passed to a project function

    /// `row.cellUpdate { cell, row in ... }` of `func cellUpdate(_ update: @escaping (UITableViewCell, FormRow) -> Void)`:
    /// parameter `position` of a closure handed to a function the project declares, from the
    /// function type every overload such a call can reach writes for that argument. Nil when
    /// the call leaves a defaulted parameter out (which argument binds which parameter is then
    /// not followed), the overloads disagree, or the written type names a generic parameter.
    func calleeClosureParameterType(of closure: ClosureExprSyntax, position: Int, in context: Context) -> TypeRef? {
        guard let (call, argument) = Self.call(taking: closure) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        let functions = calledFunctions(call, labels: labels, trailing: trailing, in: context)
        guard !functions.isEmpty else { return nil }
        var found: TypeRef?
        for (function, owner) in functions {
            // Generic parameters of the function and of the type declaring it (`Row<Cell>`'s
            // `(Cell, Self) -> Void`): bound by the call or the receiver, not types.
            let generics = Set(function.genericParameters).union(owner.map { index.types(named: $0).flatMap(\.genericParameters) } ?? [])
            // Every argument present: the closure's argument is the parameter at its position.
            guard function.labels.count == labels.count + trailing, let written = function.closureParameters[argument], position < written.count,
                  let type = TypeRef(parsing: written[position]).map({ dealiased($0) }), !type.mentions(generics),
                  !type.mentions(["Self"]) else { return nil }
            if let found, found != type { return nil }
            found = type
        }
        return found
    }

    /// The call a closure is an argument of, and the argument's position among all arguments
    /// (trailing closures last).
    static func call(taking closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, Int)? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            return (call, call.arguments.count)
        }
        if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
           let list = trailing.parent?.as(MultipleTrailingClosureElementListSyntax.self),
           let call = list.parent?.as(FunctionCallExprSyntax.self), let index = list.firstIndex(where: { $0.id == trailing.id }) {
            return (call, call.arguments.count + 1 + list.distance(from: list.startIndex, to: index))
        }
        guard let argument = closure.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self), let index = list.firstIndex(where: { $0.id == argument.id }) else { return nil }
        return (call, list.distance(from: list.startIndex, to: index))
    }

    /// The project's functions a call may reach: a method of `self`'s class chain or a free
    /// function (`update { ... }`), a method of the receiver's (`row.cellUpdate { ... }`,
    /// `Row.make { ... }`).
    private func calledFunctions(_ call: FunctionCallExprSyntax, labels: [String], trailing: Int, in context: Context) -> [(FunctionFacts, owner: String?)] {
        func methods(_ name: String, of type: String, isStatic: Bool) -> [(FunctionFacts, owner: String?)] {
            for owner in index.superclassChain(of: type) {
                let found = index.functions(of: owner, named: name).filter {
                    $0.kind == .function && $0.isStatic == isStatic && $0.accepts(labels: labels, trailingClosures: trailing)
                }
                if !found.isEmpty { return found.map { ($0, owner) } }
            }
            return []
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard Scopes.firstDeclaration(of: name, at: reference) == nil else { return [] }
            if let selfType = context.selfType {
                let found = methods(name, of: selfType, isStatic: context.isStatic)
                if !found.isEmpty { return found }
            }
            return index.freeFunctions.filter { $0.name == name && $0.accepts(labels: labels, trailingClosures: trailing) }.map { ($0, nil) }
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              let receiver = type(of: base, in: context.deeper()).type?.unwrapped else { return [] }
        let name = access.declName.baseName.text
        switch receiver {
        case .named(let typeName, _): return methods(name, of: typeName, isStatic: false)
        case .metatype(let type): return type.nominalName.map { methods(name, of: $0, isStatic: true) } ?? []
        default: return []
        }
    }

    /// `(UITableViewCell, FormRow)` of `@escaping (UITableViewCell, FormRow) -> Void` or
    /// `((Cell) -> Void)?`: the parameter types of a written function type, as written.
    public static func closureParameterTypes(_ written: String) -> [String]? {
        var parser = Parser(written)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError else { return nil }
        return closureParameterTypes(type)
    }

    /// The parameter types of a function type as written, through attributes, optionals and
    /// parentheses; nil for any other type.
    public static func closureParameterTypes(_ written: TypeSyntax) -> [String]? {
        var type = written
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            else if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
            else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                type = only.type
            } else { break }
        }
        guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
        return function.parameters.map { $0.type.trimmedDescription }
    }
}
