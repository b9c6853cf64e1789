/// `SDKFactsTable` read into lookups: which SDK classes exist and descend from which, which are
/// main-actor, and the declared types of the members the resolver follows.
public struct SDKFacts: Sendable {
    public static let shared = SDKFacts(table: SDKFactsTable.lines)

    public struct Member: Sendable, Hashable {
        public let owner: String
        public let name: String
        public let type: TypeRef
    }

    /// Class -> its superclass (nil for a root).
    public let superclasses: [String: String?]
    /// Classes declared `@MainActor` themselves (subclasses inherit it).
    public let mainActorRoots: Set<String>
    public let instanceMembers: [String: [String: TypeRef]]
    public let staticMembers: [String: [String: TypeRef]]
    public let methods: [String: [String: TypeRef]]
    public let staticMethods: [String: [String: TypeRef]]
    public let constructible: Set<String>
    /// Every line, parsed (the API model test reads them).
    public let entries: [Entry]

    public enum Entry: Sendable, Hashable {
        case `class`(name: String, superclass: String?, mainActor: Bool)
        case instanceMember(Member)
        case staticMember(Member)
        case method(Member)
        case staticMethod(Member)
        case initializer(String)
    }

    init(table: String) {
        var entries: [Entry] = []
        for line in table.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let keyword = words.first else { continue }
            switch keyword {
            case "class":
                let name = String(words[1].dropLast())  // `UIView:`
                entries.append(.class(name: name, superclass: words[2] == "-" ? nil : words[2], mainActor: words.contains("@MainActor")))
            case "init":
                entries.append(.initializer(words[1]))
            case "static" where words[1] == "func":
                entries.append(.staticMethod(Self.member(Substring(words[2]), type: words[4...].joined(separator: " "))))
            case "var", "static":
                let member = Self.member(words[1].dropLast(), type: words[2...].joined(separator: " "))
                entries.append(keyword == "var" ? .instanceMember(member) : .staticMember(member))
            case "func":
                entries.append(.method(Self.member(Substring(words[1]), type: words[3...].joined(separator: " "))))
            default:
                preconditionFailure("SDKFactsTable: unknown line '\(line)'")
            }
        }
        var superclasses: [String: String?] = [:]
        var roots: Set<String> = []
        var instance: [String: [String: TypeRef]] = [:], statics: [String: [String: TypeRef]] = [:], methods: [String: [String: TypeRef]] = [:]
        var staticMethods: [String: [String: TypeRef]] = [:]
        var constructible: Set<String> = []
        for entry in entries {
            switch entry {
            case .class(let name, let superclass, let mainActor):
                superclasses[name] = .some(superclass)
                if mainActor { roots.insert(name) }
            case .instanceMember(let member): instance[member.owner, default: [:]][member.name] = member.type
            case .staticMember(let member): statics[member.owner, default: [:]][member.name] = member.type
            case .method(let member): methods[member.owner, default: [:]][member.name] = member.type
            case .staticMethod(let member): staticMethods[member.owner, default: [:]][member.name] = member.type
            case .initializer(let name): constructible.insert(name)
            }
        }
        self.entries = entries
        self.superclasses = superclasses
        self.mainActorRoots = roots
        self.instanceMembers = instance
        self.staticMembers = statics
        self.methods = methods
        self.staticMethods = staticMethods
        self.constructible = constructible
    }

    private static func member(_ qualified: Substring, type: String) -> Member {
        let parts = qualified.split(separator: ".")
        guard parts.count == 2, let reference = TypeRef(parsing: type) else { preconditionFailure("SDKFactsTable: bad member '\(qualified): \(type)'") }
        return Member(owner: String(parts[0]), name: String(parts[1]), type: reference)
    }

    /// Is `name` an SDK class the table knows?
    public func knowsClass(_ name: String) -> Bool { superclasses[name] != nil }

    /// `name` and its SDK superclasses, nearest first (`SKScene`, `SKEffectNode`, `SKNode`, ...).
    public func superclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let type = current, knowsClass(type), !chain.contains(type) {
            chain.append(type)
            current = superclasses[type] ?? nil
        }
        return chain
    }

    /// Is the SDK class `name` main-actor isolated (it or a superclass is `@MainActor`)?
    public func isMainActor(_ name: String) -> Bool {
        superclassChain(of: name).contains { mainActorRoots.contains($0) }
    }

    /// A member's declared type on an SDK class or one of its SDK superclasses.
    public func member(_ name: String, of type: String, isStatic: Bool) -> TypeRef? {
        let table = isStatic ? staticMembers : instanceMembers
        for owner in superclassChain(of: type).isEmpty ? [type] : superclassChain(of: type) {
            if let found = table[owner]?[name] { return found }
        }
        return nil
    }

    /// The return type of every overload of an SDK method, on the class or a superclass; a
    /// static method's `Self` is `type`. `labels` (`_` for none): a fact written for one
    /// overload (`dequeueReusableCell(withIdentifier:for:)`) answers a call with those labels.
    public func method(_ name: String, labels: [String]? = nil, of type: String, isStatic: Bool = false) -> TypeRef? {
        let selector = labels.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" }
        for owner in superclassChain(of: type).isEmpty ? [type] : superclassChain(of: type) {
            let table = (isStatic ? staticMethods : methods)[owner]
            guard let found = selector.flatMap({ table?[$0] }) ?? table?[name] else { continue }
            if case .named("Self", _) = found { return .named(type) }
            return found
        }
        return nil
    }
}
