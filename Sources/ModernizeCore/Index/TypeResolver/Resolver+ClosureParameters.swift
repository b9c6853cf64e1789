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
        guard let (call, argument) = Self.call(taking: closure) else {
            return assignedClosureParameterType(of: closure, position: position, in: context)
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        let (functions, receiver) = calledFunctions(call, labels: labels, trailing: trailing, in: context)
        guard !functions.isEmpty else { return nil }
        var found: TypeRef?
        for (function, owner) in functions {
            // Every argument present: the closure's argument is the parameter at its position.
            guard function.labels.count == labels.count + trailing, let written = function.closureParameters[argument], position < written.count,
                  var type = TypeRef(parsing: written[position]).map({ dealiased($0) }) else { return nil }
            // `Self` and the declaring type's placeholders (`Row<Cell>`'s or a protocol's `Cell`
            // in `(Cell, Self) -> Void`) take what the receiver's type binds them to.
            if let owner {
                guard let receiver, let bound = bindingPlaceholders(in: type, owner: owner, valueType: receiver.name, arguments: receiver.arguments)
                else { return nil }
                type = bound
            }
            // The function's own generic parameters are bound by the call: not followed.
            guard !type.mentions(Set(function.genericParameters)), !type.mentions(["Self"]) else { return nil }
            if let found, found != type { return nil }
            found = type
        }
        return found
    }

    /// `TextRow.defaultCellUpdate = { cell, row in ... }` of a property written
    /// `static var defaultCellUpdate: ((Cell, Self) -> Void)?`: parameter `position` of a closure
    /// assigned to a project property of a function type, with the receiver's placeholders bound.
    private func assignedClosureParameterType(of closure: ClosureExprSyntax, position: Int, in context: Context) -> TypeRef? {
        guard let sequence = closure.parent?.as(ExprListSyntax.self), sequence.count == 3,
              sequence.last?.id == closure.id, sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.first?.as(MemberAccessExprSyntax.self), let base = target.base,
              let receiver = type(of: base, in: context.deeper()).type?.unwrapped else { return nil }
        let (typeName, arguments, isStatic): (String, [TypeRef], Bool)
        switch receiver {
        case .named(let name, let written): (typeName, arguments, isStatic) = (name, written, false)
        case .metatype(.named(let name, let written)): (typeName, arguments, isStatic) = (name, written, true)
        default: return nil
        }
        let name = target.declName.baseName.text
        for owner in index.superclassChain(of: typeName) + index.adoptedProtocols(of: typeName) {
            let properties = index.types(named: owner).flatMap(\.properties).filter { $0.name == name && $0.isStatic == isStatic }
            guard !properties.isEmpty else { continue }
            let written = Set(properties.compactMap { $0.type.flatMap(Self.closureParameterTypes) })
            guard written.count == 1, properties.count == properties.filter({ $0.type != nil }).count, let parameters = written.first,
                  position < parameters.count, let type = TypeRef(parsing: parameters[position]).map({ dealiased($0) }) else { return nil }
            return bindingPlaceholders(in: type, owner: owner, valueType: typeName, arguments: arguments)
        }
        return nil
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
    /// `receiver`: the type the methods are looked up on (`self`'s for an unqualified call), with
    /// its generic arguments; nil for a free function.
    private func calledFunctions(
        _ call: FunctionCallExprSyntax, labels: [String], trailing: Int, in context: Context
    ) -> (functions: [(FunctionFacts, owner: String?)], receiver: (name: String, arguments: [TypeRef])?) {
        // The receiver's class chain, then the protocols it adopts (`extension RowType { func cellUpdate ... }`).
        func methods(_ name: String, of type: String, isStatic: Bool) -> [(FunctionFacts, owner: String?)] {
            for owner in index.superclassChain(of: type) + index.adoptedProtocols(of: type) {
                let found = index.functions(of: owner, named: name).filter {
                    $0.kind == .function && $0.isStatic == isStatic && $0.accepts(labels: labels, trailingClosures: trailing)
                }
                if !found.isEmpty { return found.map { ($0, owner) } }
            }
            return []
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard Scopes.firstDeclaration(of: name, at: reference) == nil else { return ([], nil) }
            if let selfType = context.selfType {
                let found = methods(name, of: selfType, isStatic: context.isStatic)
                if !found.isEmpty { return (found, (selfType, [])) }
            }
            return (index.freeFunctions.filter { $0.name == name && $0.accepts(labels: labels, trailingClosures: trailing) }.map { ($0, nil) }, nil)
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              let receiver = type(of: base, in: context.deeper()).type?.unwrapped else { return ([], nil) }
        let name = access.declName.baseName.text
        switch receiver {
        case .named(let typeName, let arguments): return (methods(name, of: typeName, isStatic: false), (typeName, arguments))
        case .metatype(let type):
            guard case .named(let typeName, let arguments) = type else { return ([], nil) }
            return (methods(name, of: typeName, isStatic: true), (typeName, arguments))
        default: return ([], nil)
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
