import SwiftParser
import SwiftSyntax

/// A type as the resolver knows it: a nominal name with its generic arguments, an optional, a
/// collection, or a metatype (`UIScreen` written as a value: `UIScreen.main`'s base).
public indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    /// The simple name (`UIView`, `Model`; `Module.Outer.Name` keeps only `Name`).
    case named(String, arguments: [TypeRef] = [])
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    /// The type itself as a value: the base of a static member.
    case metatype(TypeRef)
    /// An opaque type, `some View`: the compiler knows only that it conforms to the protocol
    /// (a SwiftUI modifier's result, a `some View` property). Known, but not nominal.
    case opaque(String)

    public static func named(_ name: String) -> TypeRef { .named(name, arguments: []) }

    /// The nominal name under optionals (`UILabel??` -> `UILabel`); nil for collections and metatypes.
    public var nominalName: String? {
        switch unwrapped {
        case .named(let name, _): name
        default: nil
        }
    }

    /// Without optionals.
    public var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `T` -> `T?`; an optional stays as it is (optional chaining does not nest optionals).
    public var asOptional: TypeRef { isOptional ? self : .optional(self) }

    public var description: String {
        switch self {
        case .named(let name, let arguments): arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .metatype(let type): "\(type).Type"
        case .opaque(let protocolName): "some \(protocolName)"
        }
    }

    /// A type as written in source (`UILabel?`, `[String: Int]`, `Set<Row>`, `Module.Name`);
    /// nil for function types, tuples, `some`/`any` and other shapes the resolver does not follow.
    public init?(_ syntax: TypeSyntax) {
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            guard let wrapped = TypeRef(optional.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let unwrapped = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            // `T!` reads as `T` where it is used.
            guard let wrapped = TypeRef(unwrapped.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            guard let element = TypeRef(array.element) else { return nil }
            self = .array(element)
        } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            guard let key = TypeRef(dictionary.key), let value = TypeRef(dictionary.value) else { return nil }
            self = .dictionary(key: key, value: value)
        } else if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            guard let arguments = Self.arguments(identifier.genericArgumentClause) else { return nil }
            self = Self.sugared(identifier.name.text, arguments)
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            guard let arguments = Self.arguments(member.genericArgumentClause) else { return nil }
            self = Self.sugared(member.name.text, arguments)
        } else if let opaque = syntax.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some),
                  let constraint = opaque.constraint.as(IdentifierTypeSyntax.self), constraint.genericArgumentClause == nil {
            // `some View`; `any P` (an existential) and compositions are not followed.
            self = .opaque(constraint.name.text)
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            // `@MainActor T`, `sending T`: the type is the same.
            guard let base = TypeRef(attributed.baseType) else { return nil }
            self = base
        } else if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                  only.firstName == nil, let inner = TypeRef(only.type) {
            self = inner
        } else {
            return nil
        }
    }

    /// A type written as text (an index fact: `PropertyFacts.type`, a return type).
    public init?(parsing written: String) {
        var parser = Parser(written)
        let syntax = TypeSyntax.parse(from: &parser)
        guard !syntax.hasError, syntax.trimmedDescription == written.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        self.init(syntax)
    }

    /// `Optional<T>`, `Array<T>`, `Dictionary<K, V>` as their sugar.
    private static func sugared(_ name: String, _ arguments: [TypeRef]) -> TypeRef {
        switch (name, arguments.count) {
        case ("Optional", 1): .optional(arguments[0])
        case ("Array", 1): .array(arguments[0])
        case ("Dictionary", 2): .dictionary(key: arguments[0], value: arguments[1])
        default: .named(name, arguments: arguments)
        }
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef]? {
        guard let clause else { return [] }
        var arguments: [TypeRef] = []
        for argument in clause.arguments {
            guard case .type(let type) = argument.argument, let reference = TypeRef(type) else { return nil }
            arguments.append(reference)
        }
        return arguments
    }
}

/// The resolver's answer: a type, or a first-class "cannot tell" on which rules take the
/// conservative tier.
public enum ResolvedType: Sendable, Hashable, CustomStringConvertible {
    case known(TypeRef)
    case unknown

    public var type: TypeRef? {
        if case .known(let type) = self { return type }
        return nil
    }

    /// The nominal name of a known type, under optionals.
    public var nominalName: String? { type?.nominalName }

    public var description: String { type.map(\.description) ?? "unknown" }
}
