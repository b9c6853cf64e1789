/// An immutable value behind one reference: a struct holding one copies a pointer and does one
/// retain instead of copying every field, and stays a value (the box is never mutated; a change
/// makes a new box). Used where a struct is copied very often (`RuleDescription`) or held very
/// many times (`IndexedUse`'s rare fields).
final class SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Encoded as the value itself.
extension SharedValue: Codable where Value: Codable {
    convenience init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }

    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
