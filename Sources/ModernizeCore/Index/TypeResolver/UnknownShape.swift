/// Why the resolver could not tell a type: the shape of the innermost part of the expression
/// that stopped it (`ExpressionTypeResolver.diagnose`). The classes of `--type-report`.
public enum UnknownShape: String, Sendable, Codable, Hashable, CaseIterable, CustomStringConvertible {
    /// A file-scope name (`let previewStore = Store(...)`) the index does not type.
    case global
    /// A member of a project type the index does not record (declared in no file it read).
    case projectMember = "project-member"
    /// A member of an SDK type the facts table lacks (`UIApplication.shared.delegate`).
    case sdkMember = "sdk-member"
    /// A call of a function or method the index does not find, or whose result it cannot tell.
    case unresolvedCall = "unresolved-call"
    /// A cast to a type the resolver cannot read.
    case cast
    /// A closure's result (`{ ... }()`, a closure-typed value called).
    case closureResult = "closure-result"
    /// A generic parameter (`T` of `Box<T>`, `func make<T>() -> T`).
    case genericParameter = "generic-parameter"
    /// A member of a `@dynamicMemberLookup` type.
    case dynamicMember = "dynamic-member"
    /// A type the project declares only in an Objective-C header.
    case objectiveCType = "objective-c-type"
    /// Two project declarations of one name, and nothing tells which.
    case ambiguousName = "ambiguous-name"
    /// Declared in a project file the index did not read.
    case fileNotIndexed = "file-not-indexed"
    /// A name bound by a pattern: `if case let`, `for (a, b) in`, `let (a, b) = ...`.
    case pattern
    /// A type alias.
    case typeAlias = "type-alias"
    /// A key path (`\Model.$count`).
    case keyPath = "key-path"
    /// An opaque result (`some View`).
    case opaqueResult = "opaque-result"
    /// An implicit member (`.init(...)`, `.shared`) whose contextual type is not known.
    case implicitMember = "implicit-member"
    /// A closure parameter whose type comes from the function it is passed to.
    case closureParameter = "closure-parameter"
    /// An operator, a literal mix or another expression form the resolver does not follow.
    case expressionForm = "expression-form"
    /// A name declared nowhere in the project or the SDK facts (another module, a macro).
    case undeclared

    public var description: String { rawValue }

    /// What the class means, for the report's legend.
    public var meaning: String {
        switch self {
        case .global: "a file-scope constant or variable"
        case .projectMember: "a member of a project type that no indexed file declares"
        case .sdkMember: "an SDK member the facts table lacks"
        case .unresolvedCall: "a call of an unresolved function or method"
        case .cast: "a cast to a type the resolver cannot read"
        case .closureResult: "a closure's result"
        case .genericParameter: "a generic parameter"
        case .dynamicMember: "a member of a @dynamicMemberLookup type"
        case .objectiveCType: "a type declared in an Objective-C header"
        case .ambiguousName: "two project declarations of one name"
        case .fileNotIndexed: "declared in a file the index did not read"
        case .pattern: "a name bound by a pattern (if case let, for (a, b) in, tuple)"
        case .typeAlias: "a type alias"
        case .keyPath: "a key path"
        case .opaqueResult: "an opaque result (some P)"
        case .implicitMember: "an implicit member whose contextual type is unknown"
        case .closureParameter: "a closure parameter typed by the function it is passed to"
        case .expressionForm: "an expression form the resolver does not follow"
        case .undeclared: "a name declared nowhere in the project or the SDK facts"
        }
    }
}
