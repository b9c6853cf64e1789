import ModernizeCore

/// What the project index and a few SDK facts say about a type's conformances, for messages
/// that must say only what was checked.
enum Conformance {
    case yes(String)
    case no(IndexLocation)
    case unknown

    /// SDK value types that are Hashable (and so usable as `id: \.self` or a navigation value).
    static let hashableSDKTypes: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Character", "UUID", "URL", "Date", "Decimal", "Data",
    ]

    /// Does the project type `name` conform to `protocolName` (declaration, extensions,
    /// superclasses the project declares)? `.no` when the project declares it without one the
    /// index shows, `.unknown` when the project does not declare it.
    static func of(_ name: String, to protocolName: String, in index: ProjectIndex) -> Conformance {
        guard let declaration = index.declaration(of: name) else {
            if protocolName == "Hashable" && hashableSDKTypes.contains(name) { return .yes("the standard library's") }
            return .unknown
        }
        if index.conforms(name, to: protocolName) { return .yes(declaration.location.description) }
        // An enum without associated values is Hashable without saying so; the index does not
        // record its cases.
        if protocolName == "Hashable" && declaration.kind == .enum { return .unknown }
        // A protocol the type adopts may refine it (`protocol Model: Identifiable`).
        let refines = index.superclassChain(of: name).flatMap { index.types(named: $0) }.flatMap(\.inherited).contains { inherited in
            index.declaration(of: ProjectIndex.simpleName(inherited)).map { $0.kind == .protocol && $0.inherited.map(ProjectIndex.simpleName).contains(protocolName) } ?? false
        }
        if refines { return .yes(declaration.location.description) }
        return .no(declaration.location)
    }
}
