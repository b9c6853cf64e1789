import SwiftParser
import SwiftSyntax

extension ExpressionTypeResolver {
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

    func propertyType(_ property: PropertyFacts, owner: String, depth: Int) -> ResolvedType {
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
