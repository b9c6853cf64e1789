import SwiftSyntax

extension ExpressionTypeResolver {
    // MARK: Standard library calls on arrays and numbers

    /// A method of `Array` whose result the element type decides: `shuffled()`, `sorted(by:)`,
    /// `filter { }` keep the array; `randomElement()`, `first(where:)`, `min()` give an element
    /// (optional); `contains`, `allSatisfy` a Bool; `joined(separator:)` of strings a String;
    /// `map` / `compactMap` with a closure or key path the array of its results. Nil for the rest
    /// (`reversed()` and `dropFirst()` give other collection types).
    func arrayMethodResult(_ name: String, element: TypeRef, call: FunctionCallExprSyntax, in context: Context) -> TypeRef? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let closures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        switch (name, labels, closures) {
        case ("shuffled", [], 0), ("sorted", [], 0), ("sorted", ["by"], 0), ("sorted", [], 1), ("filter", [], 1), ("filter", ["_"], 0):
            return .array(element)
        case ("randomElement", [], 0), ("first", ["where"], 0), ("first", [], 1), ("last", ["where"], 0), ("last", [], 1),
             ("min", [], 0), ("max", [], 0), ("min", ["by"], 0), ("max", ["by"], 0):
            return element.asOptional
        case ("contains", ["_"], 0), ("contains", ["where"], 0), ("contains", [], 1), ("allSatisfy", ["_"], 0), ("allSatisfy", [], 1):
            return .named("Bool")
        case ("joined", [], 0), ("joined", ["separator"], 0):
            return element == .named("String") ? .named("String") : nil
        case ("map", _, _), ("compactMap", _, _):
            guard let result = transformResult(call, element: element, in: context) else { return nil }
            return .array(name == "compactMap" ? result.unwrapped : result)
        default:
            return nil
        }
    }

    /// What the one closure or key path of `map` / `compactMap` gives for an element.
    private func transformResult(_ call: FunctionCallExprSyntax, element: TypeRef, in context: Context) -> TypeRef? {
        let arguments = Array(call.arguments)
        if let closure = call.trailingClosure, arguments.isEmpty, call.additionalTrailingClosures.isEmpty {
            return closureResult(closure, in: context)
        }
        guard arguments.count == 1, arguments[0].label == nil, call.trailingClosure == nil else { return nil }
        if let closure = arguments[0].expression.as(ClosureExprSyntax.self) { return closureResult(closure, in: context) }
        // `\.cell`: one property of the element.
        guard let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
              case .property(let component)? = keyPath.components.first?.component, let owner = element.nominalName else { return nil }
        return memberType(component.declName.baseName.text, of: owner, isStatic: false, depth: context.depth + 1).type
    }

    /// `Int.random(in: 0...2)`, `Bool.random()`: a number type's random value is of that type.
    static func randomValueType(_ name: String, of type: String) -> TypeRef? {
        guard name == "random", ["Int", "Double", "Float", "CGFloat", "Bool", "UInt", "Int64", "UInt64", "Int32", "UInt32"].contains(type) else { return nil }
        return .named(type)
    }

    /// `[Row]()`, `[String: Int]()`: an empty collection of the written type. Called, the
    /// brackets can only hold types (an array value is not callable), so a name the index does
    /// not declare (a type in a file it did not read) is taken as written.
    func collectionConstructor(_ callee: ExprSyntax, in context: Context) -> TypeRef? {
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.first,
           let element = writtenElementType(only.expression, in: context) {
            return .array(element)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let only = elements.first, let key = writtenElementType(only.key, in: context),
           let value = writtenElementType(only.value, in: context) {
            return .dictionary(key: key, value: value)
        }
        return nil
    }

    /// A type written as an expression inside `[...]()`: as the resolver knows it, else a name
    /// or a dotted path of names as written (not a generic parameter in scope).
    private func writtenElementType(_ expression: ExprSyntax, in context: Context) -> TypeRef? {
        if case .metatype(let type)? = partial(expression, in: context)?.type { return type }
        var current: ExprSyntax? = expression
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                guard reference.argumentNames == nil, case .identifier = reference.baseName.tokenKind,
                      reference.baseName.text.first?.isUppercase == true else { return nil }
                break
            }
            guard let access = node.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else { return nil }
            current = access.base
        }
        guard let type = TypeRef(parsing: expression.trimmedDescription) else { return nil }
        // `T` of `func f<T>()`: a placeholder, not a type.
        let first = String(expression.trimmedDescription.prefix { $0 != "." })
        return writtenType(TypeSyntax(IdentifierTypeSyntax(name: .identifier(first))), at: expression) == nil ? nil : type
    }
}
