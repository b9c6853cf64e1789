import SwiftSyntax

extension ExpressionTypeResolver {
    /// The type a declaration found by `Scopes` gives its name.
    func declarationType(_ declaration: Syntax, in context: Context) -> TypeRef? {
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
            let offset = list.distance(from: list.startIndex, to: position)
            return elementParameterType(of: closure, position: offset, in: context) ?? calleeClosureParameterType(of: closure, position: offset, in: context)
        }
        if let capture = declaration.as(ClosureCaptureSyntax.self) {
            return captureType(capture, in: context)
        }
        if let parameter = declaration.as(ClosureShorthandParameterSyntax.self),
           let closure = parameter.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
           case .simpleInput(let parameters)? = closure.signature?.parameterClause,
           let position = parameters.firstIndex(where: { $0.id == parameter.id }) {
            let offset = parameters.distance(from: parameters.startIndex, to: position)
            return elementParameterType(of: closure, position: offset, in: context) ?? calleeClosureParameterType(of: closure, position: offset, in: context)
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
        if let element = pattern.parent?.as(TuplePatternElementSyntax.self), let list = element.parent?.as(TuplePatternElementListSyntax.self),
           let tuple = list.parent?.as(TuplePatternSyntax.self), let position = list.firstIndex(where: { $0.id == element.id }) {
            return tupleElementType(tuple, position: list.distance(from: list.startIndex, to: position), count: list.count, in: deeper)
        }
        return nil
    }

    /// An element of a tuple pattern: `for (index, item) in items.enumerated()`, `for (key, value)
    /// in dictionary`, `for (a, b) in zip(as, bs)`, `let (a, b) = (x, y)`, `let (a, b): (A, B) = ...`.
    func tupleElementType(_ tuple: TuplePatternSyntax, position: Int, count: Int, in context: Context) -> TypeRef? {
        if let forStatement = tuple.parent?.as(ForStmtSyntax.self), count == 2 {
            let sequence = forStatement.sequence
            if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
               let base = member.base, case .array(let element)? = type(of: base, in: context).type?.unwrapped {
                return position == 0 ? .named("Int") : element
            }
            if let call = sequence.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip",
               call.arguments.count == 2, Scopes.firstDeclaration(of: "zip", at: call) == nil {
                let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: position)].expression
                if case .array(let element)? = type(of: argument, in: context).type?.unwrapped { return element }
                return nil
            }
            if case .dictionary(let key, let value)? = type(of: sequence, in: context).type?.unwrapped { return position == 0 ? key : value }
            return nil
        }
        guard let binding = tuple.parent?.as(PatternBindingSyntax.self) else { return nil }
        if let annotation = binding.typeAnnotation?.type.as(TupleTypeSyntax.self), annotation.elements.count == count {
            let element = annotation.elements[annotation.elements.index(annotation.elements.startIndex, offsetBy: position)]
            return writtenType(element.type, at: binding)
        }
        if let value = binding.initializer?.value.as(TupleExprSyntax.self), value.elements.count == count {
            let element = value.elements[value.elements.index(value.elements.startIndex, offsetBy: position)]
            return type(of: element.expression, in: context).type
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
    func shorthandParameterType(_ name: String, at node: some SyntaxProtocol, in context: Context) -> TypeRef? {
        guard let position = Int(name.dropFirst()),
              let closure = node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }), closure.signature?.parameterClause == nil else { return nil }
        return elementParameterType(of: closure, position: position, in: context) ?? calleeClosureParameterType(of: closure, position: position, in: context)
    }

    /// The element type for parameter `position` of a closure passed to an element method of an array.
    func elementParameterType(of closure: ClosureExprSyntax, position: Int, in context: Context) -> TypeRef? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)  // `where: { ... }`, `by: { ... }`
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.elementClosureMethods.contains(member.declName.baseName.text), let base = member.base,
              position <= 1, case .array(let element)? = type(of: base, in: context.deeper()).type?.unwrapped else { return nil }
        return element
    }

    /// `[weak self]` -> `Self?`, `[x = value]` -> the value's type, `[x]` -> the outer `x`.
    func captureType(_ capture: ClosureCaptureSyntax, in context: Context) -> TypeRef? {
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
}
