import ModernizeCore
import SwiftParser
import SwiftSyntax

/// The project's writes of `translatesAutoresizingMaskIntoConstraints`, each with the property
/// its receiver is as far as the index can type it, and the project's method names; gathered
/// once per index (a pass over every fact per file made this rule half of a whole-corpus run).
struct ProjectWrites: Sendable {
    struct Write: Sendable {
        /// The type whose code writes it; nil in a free function.
        let owner: String?
        /// The receiver as written (`self.badge`, `$0`, `""` for a bare name).
        let receiver: String
        let location: IndexLocation
        let target: Target
        /// The value assigned, as written (`false`); nil when the index did not record one.
        let value: String?
        /// The function holding it, as a selector (`pin(_:)`), and whether it takes parameters
        /// (a caller may hand it the view).
        let function: String
        let takesParameters: Bool
        /// The function's generic placeholders (`V` of `func pin<V: UIView>(_ v: V)`).
        let generics: [String]
        /// The function's parameter the receiver is (`v` of `v.translates... = false`), or whose
        /// element it is (`$0` of `views.forEach { $0.translates... = false }`); nil when the
        /// receiver is anything else (a property of it, a local, `self`).
        let parameter: ParameterFacts?
        /// The receiver is a local the function creates (`let spacer = UIView()`): not a view a
        /// caller hands it.
        let isCreatedLocal: Bool

        /// `= true` (or any value but `false`) opts nothing into Auto Layout.
        var setsFalse: Bool { value == nil || value == "false" }
    }

    /// What a write's receiver is.
    enum Target: Sendable, Equatable {
        /// No receiver or `self`: the owner's code setting it on itself.
        case ownSelf
        /// The property `name` of a value of `type` (`card.badge` with `card: CardController`,
        /// a bare `badge` in `CardController`'s code).
        case property(String, of: String)
        /// The property `name` of `base`, whose type the index cannot tell.
        case propertyOfUnknown(String, base: String)
        /// A local or closure parameter named `name` whose type the index cannot tell (`let badge =
        /// card.badge`, `{ badge in ... }`): it may hold the view.
        case localOfUnknown(String)
        /// A bare local or parameter of a written or constructed type (`v` of `func pin(_ v:
        /// UIView)`): it holds the view if a caller passes it; the type is as written.
        case localOfType(String, type: String)
        /// A closure's anonymous parameter (`views.forEach { $0... }`), of no recorded type.
        case anonymousParameter
        /// Anything else.
        case other
    }

    var writes: [Write] = []
    var methods: Set<String> = []

    init(index: ProjectIndex) {
        let resolver = ExpressionTypeResolver(index: index)
        for type in index.allTypes {
            for function in type.functions {
                methods.insert(function.name)
                writes += Self.writes(in: function, owner: type.name, resolver: resolver)
            }
        }
        for function in index.freeFunctions { writes += Self.writes(in: function, owner: nil, resolver: resolver) }
    }

    private static func writes(in function: FunctionFacts, owner: String?, resolver: ExpressionTypeResolver) -> [Write] {
        function.uses.filter { $0.kind == .member && $0.name == AutoLayoutOptIn.property && $0.isWrite }.map { use in
            Write(owner: owner, receiver: use.receiver, location: use.location,
                  target: target(of: use, owner: owner, isStatic: function.isStatic, resolver: resolver), value: use.assignedValue,
                  function: "\(function.name)(\(function.labels.map { $0 + ":" }.joined()))", takesParameters: !function.labels.isEmpty,
                  generics: function.genericParameters, parameter: parameter(of: use, in: function), isCreatedLocal: use.receiverLocalIsCreated)
        }
    }

    /// The parameter a write's bare receiver is: the parameter itself, or, for a variadic or an
    /// array parameter, one of its elements.
    private static func parameter(of use: IndexedUse, in function: FunctionFacts) -> ParameterFacts? {
        guard let slot = use.receiverParameter, function.parameters.indices.contains(slot), HelperCall.isBare(use.receiver) else { return nil }
        let parameter = function.parameters[slot]
        return use.receiverIsParameterElement == HelperCall.isSequence(parameter) ? parameter : nil
    }

    /// Types the receiver's base (`card` of `card.badge`) the way the resolver types a recorded
    /// receiver: in the owner's code, the local it starts with typed as the index recorded it.
    static func target(of use: IndexedUse, owner: String?, isStatic: Bool, resolver: ExpressionTypeResolver) -> Target {
        let receiver = use.receiver.trimmingCharacters(in: .whitespacesAndNewlines)
        if receiver.isEmpty || receiver == "self" { return .ownSelf }
        var parser = Parser(receiver)
        let expression = Self.unwrapped(ExprSyntax.parse(from: &parser))
        guard !expression.hasError else { return .other }
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
            switch use.receiverLocalType {
            case nil:
                // A bare name the index saw no local for is a property of the owner's `self`.
                guard let owner, !isStatic else { return .other }
                return .property(reference.baseName.text, of: owner)
            case "": return .localOfUnknown(reference.baseName.text)
            case let type?: return .localOfType(reference.baseName.text, type: type)
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .dollarIdentifier = reference.baseName.tokenKind { return .anonymousParameter }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              case .identifier = member.declName.baseName.tokenKind, member.declName.argumentNames == nil else { return .other }
        let name = member.declName.baseName.text
        let baseText = base.trimmedDescription
        var locals: [String: TypeRef?] = [:]
        if let local = use.receiverLocalType {
            let root = String(baseText.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            locals[root] = .some(local.isEmpty ? nil : TypeRef(parsing: local))
        }
        guard let type = resolver.type(ofText: baseText, inType: owner, isStatic: isStatic, locals: locals).nominalName else {
            return .propertyOfUnknown(name, base: baseText)
        }
        return .property(name, of: type)
    }

    /// `badge!`, `badge?` (`self.badge?.translates...` records `self.badge?`): the value itself.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(unwrap.expression) }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chaining.expression) }
        return expression
    }
}
