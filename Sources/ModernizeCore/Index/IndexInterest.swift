/// What a rule needs the project index to record. The engine knows no rule: it records these
/// names wherever they occur and answers the rule's questions about them.
public struct IndexInterest: Sendable, Hashable {
    /// A file containing one of these substrings is parsed for the index (its type
    /// declarations, members and the uses below). Files containing none are never parsed for it.
    public var triggers: [String]
    /// Member names whose uses (`x.name`, or a bare `name` inside a type's own code) are recorded
    /// per function, e.g. `textLabel`, `contentView`.
    public var members: Set<String>
    /// Called function names (`name(...)`, `x.name(...)`) recorded per function, e.g. `wait`.
    public var calls: Set<String>
    /// Read storyboards and xibs under the project roots (prototype cells, view controllers).
    public var interfaceBuilder: Bool

    public init(triggers: [String] = [], members: Set<String> = [], calls: Set<String> = [], interfaceBuilder: Bool = false) {
        self.triggers = triggers
        self.members = members
        self.calls = calls
        self.interfaceBuilder = interfaceBuilder
    }

    public var isEmpty: Bool { triggers.isEmpty }

    /// The union of several rules' interests: what one index build must record.
    public static func union(_ interests: [IndexInterest]) -> IndexInterest {
        var result = IndexInterest()
        var seen: Set<String> = []
        for interest in interests {
            for trigger in interest.triggers where seen.insert(trigger).inserted { result.triggers.append(trigger) }
            result.members.formUnion(interest.members)
            result.calls.formUnion(interest.calls)
            result.interfaceBuilder = result.interfaceBuilder || interest.interfaceBuilder
        }
        return result
    }
}
