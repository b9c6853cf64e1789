/// What the compiler recorded for one identifier of a compiled file: the symbol it refers to,
/// how (roles) and the symbols around it (relations).
///
/// `line` and `column` are 1-based as the store gives them; `column` counts UTF-8 bytes from
/// the start of the line (the first byte is column 1), as SwiftSyntax's `SourceLocation.column`
/// does. Both point at the first byte of the identifier (`row` in `sampleRow.row`, `Row` in
/// `Row(...)`); an implicit occurrence (`roles.contains(.implicit)`) has no text of its own there.
public struct BuildIndexOccurrence: Sendable, Hashable {
    public let line: Int
    public let column: Int
    public let symbol: BuildIndexSymbol
    public let roles: BuildIndexRoles
    public let relations: [BuildIndexRelation]

    public init(line: Int, column: Int, symbol: BuildIndexSymbol, roles: BuildIndexRoles, relations: [BuildIndexRelation]) {
        (self.line, self.column, self.symbol, self.roles, self.relations) = (line, column, symbol, roles, relations)
    }

    /// The first related symbol with any of `roles` (`.receivedBy`: a call's or member access's
    /// receiver type; `.childOf`: the containing declaration; `.overrideOf`, `.baseOf`).
    public func related(_ roles: BuildIndexRoles) -> BuildIndexSymbol? {
        relations.first { !$0.roles.isDisjoint(with: roles) }?.symbol
    }
}

/// A declaration the store names: its USR (the identity across files and modules), its name
/// as the compiler spells it (`init(cell:)`, `render()`, `sampleRow`) and what it is.
public struct BuildIndexSymbol: Sendable, Hashable {
    public let usr: String
    public let name: String
    public let kind: Kind
    public let subkind: Subkind
    public let language: Language

    public init(usr: String, name: String, kind: Kind, subkind: Subkind, language: Language) {
        (self.usr, self.name, self.kind, self.subkind, self.language) = (usr, name, kind, subkind, language)
    }

    /// `indexstore_symbol_kind_t`; values this tool does not name are `.other(value)`.
    public enum Kind: Sendable, Hashable {
        case module, enumeration, structure, `class`, `protocol`, `extension`, typeAlias, function, variable, field
        case enumConstant, instanceMethod, classMethod, staticMethod, instanceProperty, classProperty, staticProperty
        case constructor, destructor, parameter
        case other(UInt32)

        init(rawValue: UInt32) {
            switch rawValue {
            case 1: self = .module
            case 5: self = .enumeration
            case 6: self = .structure
            case 7: self = .class
            case 8: self = .protocol
            case 9: self = .extension
            case 11: self = .typeAlias
            case 12: self = .function
            case 13: self = .variable
            case 14: self = .field
            case 15: self = .enumConstant
            case 16: self = .instanceMethod
            case 17: self = .classMethod
            case 18: self = .staticMethod
            case 19: self = .instanceProperty
            case 20: self = .classProperty
            case 21: self = .staticProperty
            case 22: self = .constructor
            case 23: self = .destructor
            case 25: self = .parameter
            default: self = .other(rawValue)
            }
        }
    }

    /// `indexstore_symbol_subkind_t`: accessors and Swift's extension kinds matter to the
    /// resolver; values this tool does not name are `.other(value)`.
    public enum Subkind: Sendable, Hashable {
        case none, getter, setter, willSet, didSet, extensionOfStruct, extensionOfClass, extensionOfEnum, extensionOfProtocol
        case `subscript`, associatedType, genericTypeParameter
        case other(UInt32)

        init(rawValue: UInt32) {
            switch rawValue {
            case 0: self = .none
            case 3: self = .getter
            case 4: self = .setter
            case 1000: self = .willSet
            case 1001: self = .didSet
            case 1004: self = .extensionOfStruct
            case 1005: self = .extensionOfClass
            case 1006: self = .extensionOfEnum
            case 1007: self = .extensionOfProtocol
            case 1011: self = .subscript
            case 1012: self = .associatedType
            case 1013: self = .genericTypeParameter
            default: self = .other(rawValue)
            }
        }
    }

    /// `indexstore_symbol_language_t`.
    public enum Language: Sendable, Hashable {
        case c, objectiveC, cxx, swift
        case other(UInt32)

        init(rawValue: UInt32) {
            switch rawValue {
            case 0: self = .c
            case 1: self = .objectiveC
            case 2: self = .cxx
            case 100: self = .swift
            default: self = .other(rawValue)
            }
        }
    }
}

/// A symbol related to an occurrence, and how (`roles` holds the relation roles: `.receivedBy`,
/// `.childOf`, `.calledBy`, `.containedBy`, `.overrideOf`, `.baseOf`, ...).
public struct BuildIndexRelation: Sendable, Hashable {
    public let roles: BuildIndexRoles
    public let symbol: BuildIndexSymbol

    public init(roles: BuildIndexRoles, symbol: BuildIndexSymbol) {
        (self.roles, self.symbol) = (roles, symbol)
    }
}

/// `indexstore_symbol_role_t`: the roles of an occurrence and of its relations.
public struct BuildIndexRoles: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let declaration = Self(rawValue: 1 << 0)
    public static let definition = Self(rawValue: 1 << 1)
    public static let reference = Self(rawValue: 1 << 2)
    public static let read = Self(rawValue: 1 << 3)
    public static let write = Self(rawValue: 1 << 4)
    public static let call = Self(rawValue: 1 << 5)
    public static let dynamic = Self(rawValue: 1 << 6)
    public static let addressOf = Self(rawValue: 1 << 7)
    public static let implicit = Self(rawValue: 1 << 8)
    public static let undefinition = Self(rawValue: 1 << 19)
    public static let nameReference = Self(rawValue: 1 << 20)

    // Relation roles.
    public static let childOf = Self(rawValue: 1 << 9)
    public static let baseOf = Self(rawValue: 1 << 10)
    public static let overrideOf = Self(rawValue: 1 << 11)
    public static let receivedBy = Self(rawValue: 1 << 12)
    public static let calledBy = Self(rawValue: 1 << 13)
    public static let extendedBy = Self(rawValue: 1 << 14)
    public static let accessorOf = Self(rawValue: 1 << 15)
    public static let containedBy = Self(rawValue: 1 << 16)
    public static let ibTypeOf = Self(rawValue: 1 << 17)
    public static let specializationOf = Self(rawValue: 1 << 18)
}
