/// Every function, method and initializer (in types and at file level, not stored-property
/// code), by name, in the index's order: each type's, then the free ones
/// (`ProjectIndex.functionsByName`).
///
/// Like `CallsByName`, it holds positions into the index's own function lists: copies of every
/// function (here and in the call graph's table) were 22 MB of a 10-app corpus's peak.
public struct FunctionsByName: Sendable {
    private struct Position: Sendable {
        let owner: Int32
        let function: Int32
    }

    private let owners: [(name: String?, functions: [FunctionFacts])]
    private let positions: [String: [Position]]

    /// `owners`: each type's name and functions in the index's order, the free functions last
    /// (with a nil name).
    init(owners: [(name: String?, functions: [FunctionFacts])]) {
        self.owners = owners
        var positions: [String: [Position]] = [:]
        for (ownerSlot, owner) in owners.enumerated() {
            for (functionSlot, function) in owner.functions.enumerated() where function.kind != .propertyCode {
                positions[function.name, default: []].append(Position(owner: Int32(ownerSlot), function: Int32(functionSlot)))
            }
        }
        self.positions = positions
    }

    /// The functions named `name` (nil: the project declares none).
    public subscript(name: String) -> [FunctionFacts]? {
        positions[name]?.map { owners[Int($0.owner)].functions[Int($0.function)] }
    }

    /// Does the project declare a function named `name`? (No copies made.)
    public func contains(_ name: String) -> Bool { positions[name] != nil }

    /// The functions named `name` with the type declaring each (nil: a free function).
    public func withOwners(_ name: String) -> [(owner: String?, function: FunctionFacts)] {
        (positions[name] ?? []).map { position in
            let owner = owners[Int(position.owner)]
            return (owner.name, owner.functions[Int(position.function)])
        }
    }
}
