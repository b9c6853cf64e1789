import SwiftParser
import SwiftSyntax

extension ExpressionTypeResolver {
    /// `arguments`: the generic arguments the value's type was written with (`Box<Model>`): a
    /// member declared with the type's own parameter (`var value: T`) gets them.
    func memberType(_ name: String, of type: String, isStatic: Bool, depth: Int, arguments: [TypeRef] = []) -> ResolvedType {
        guard depth <= Self.maximumDepth else { return .unknown }
        // Two project types of one simple name (neither the only top-level one): the rule cannot tell which this is.
        guard index.declarationCount(of: type) <= 1 || index.declares(type) else { return .unknown }
        for owner in index.superclassChain(of: type) {
            let properties = index.family(of: owner).flatMap(\.properties).filter { $0.name == name && $0.isStatic == isStatic }
            guard !properties.isEmpty else { continue }
            let types = Set(properties.map { propertyType($0, owner: owner, depth: depth) })
            guard types.count == 1, let only = types.first, case .known(var found) = only else { return .unknown }
            if case .named("Self", _) = found { found = .named(type) }
            // `var item: T` of `Box<T>`: the argument the value's type gives `T` (`Box<Model>`,
            // or a subclass `class Boxes: Box<Model>`); without one, a placeholder.
            return bindingPlaceholders(in: found, owner: owner, valueType: type, arguments: arguments).map { .known($0) } ?? .unknown
        }
        if isStatic, isEnumCase(name, of: type) { return .known(.named(type)) }
        for owner in classChain(of: type) {
            if let found = sdk.member(name, of: owner, isStatic: isStatic) { return .known(found) }
        }
        // A protocol requirement or a protocol extension's member (`theme.colors` of a value
        // typed `Theme: ThemeBase`, where `ThemeBase` declares `var colors: Palette { get }`).
        for owner in index.adoptedProtocols(of: type) {
            let properties = index.types(named: owner).flatMap(\.properties).filter { $0.name == name && $0.isStatic == isStatic }
            guard !properties.isEmpty else { continue }
            let types = Set(properties.map { propertyType($0, owner: owner, depth: depth) })
            guard types.count == 1, case .known(let found)? = types.first else { return .unknown }
            return bindingPlaceholders(in: found, owner: owner, valueType: type, arguments: arguments).map { .known($0) } ?? .unknown
        }
        // A nested type would be reached here: the index does not record them.
        return .unknown
    }

    /// `State.loading` of the project's `enum State { case loading }` (the only type of that name).
    func isEnumCase(_ name: String, of type: String) -> Bool {
        guard index.declarationCount(of: type) == 1, let only = index.declaration(of: type) else { return false }
        return only.kind == .enum && only.enumCases.contains(name)
    }

    /// A property's type as written (its aliases resolved), else its initial value's.
    /// `owner`: the type declaring it; nil for a global.
    func propertyType(_ property: PropertyFacts, owner: String?, depth: Int) -> ResolvedType {
        if let written = property.type {
            return TypeRef(parsing: written).map { .known(dealiased($0)) } ?? .unknown
        }
        if let environmentKey = property.environmentKey, property.initializer == nil {
            return memberType(environmentKey, of: "EnvironmentValues", isStatic: false, depth: depth + 1)
        }
        guard let initializer = property.initializer else { return .unknown }
        let key = "resolver.property.\(owner ?? "").\(property.name).\(property.isStatic).\(property.location)"
        return index.memo.recursiveValue(key) {
            var parser = Parser(initializer)
            let expression = ExprSyntax.parse(from: &parser)
            guard !expression.hasError else { return ResolvedType.unknown }
            return type(of: expression, in: Context(selfType: owner, isStatic: property.isStatic, depth: depth + 1))
        }
    }

    /// A file-scope `let` / `var` of this name: its type when every declaration of the name
    /// agrees (a name declared twice in different targets usually has one type).
    func globalType(_ name: String, depth: Int) -> TypeRef? {
        guard let globals = index.globalsByName[name], !globals.isEmpty, depth <= Self.maximumDepth else { return nil }
        let types = Set(globals.map { propertyType($0, owner: nil, depth: depth) })
        guard types.count == 1, case .known(let type)? = types.first else { return nil }
        return type
    }

    /// `typealias Cell = MyCell`: the aliased type for a file-scope alias of a name no project
    /// type has (one alias, or several that agree), through chains of aliases.
    func dealiased(_ type: TypeRef, depth: Int = 0) -> TypeRef {
        guard depth < 8 else { return type }
        switch type {
        case .named(let name, let arguments):
            guard arguments.isEmpty, let target = aliasTarget(name) else { return .named(name, arguments: arguments.map { dealiased($0, depth: depth + 1) }) }
            return dealiased(target, depth: depth + 1)
        case .optional(let wrapped): return .optional(dealiased(wrapped, depth: depth + 1))
        case .array(let element): return .array(dealiased(element, depth: depth + 1))
        case .dictionary(let key, let value): return .dictionary(key: dealiased(key, depth: depth + 1), value: dealiased(value, depth: depth + 1))
        case .metatype(let inner): return .metatype(dealiased(inner, depth: depth + 1))
        case .opaque: return type
        }
    }

    func aliasTarget(_ name: String) -> TypeRef? {
        guard let aliases = index.typeAliasesByName[name], !index.declaresType(named: name) else { return nil }
        let targets = Set(aliases.filter(\.parents.isEmpty).map(\.target))
        guard targets.count == 1, let only = targets.first else { return nil }
        return TypeRef(parsing: only)
    }
}

extension TypeRef {
    /// With each named placeholder replaced (`T` -> `Model` in `[T]?`).
    func substituting(_ map: [String: TypeRef]) -> TypeRef {
        switch self {
        case .named(let name, let arguments):
            if arguments.isEmpty, let replacement = map[name] { return replacement }
            return .named(name, arguments: arguments.map { $0.substituting(map) })
        case .optional(let wrapped): return .optional(wrapped.substituting(map))
        case .array(let element): return .array(element.substituting(map))
        case .dictionary(let key, let value): return .dictionary(key: key.substituting(map), value: value.substituting(map))
        case .metatype(let inner): return .metatype(inner.substituting(map))
        case .opaque: return self
        }
    }

    /// Does any part of the type name one of `names` (generic placeholders)?
    func mentions(_ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        switch self {
        case .named(let name, let arguments): return names.contains(name) || arguments.contains { $0.mentions(names) }
        case .optional(let wrapped): return wrapped.mentions(names)
        case .array(let element): return element.mentions(names)
        case .dictionary(let key, let value): return key.mentions(names) || value.mentions(names)
        case .metatype(let inner): return inner.mentions(names)
        case .opaque: return false
        }
    }
}
