/// Every recorded call, by called name, with the type whose code holds it (nil: a free
/// function), in path and position order (`ProjectIndex.callsByName`).
///
/// It holds positions into the index's own function lists, not copies of the uses: with the call
/// graph, copies of every recorded call were a third of a run's peak memory. A lookup builds its
/// answer from the positions.
public struct CallsByName: Sendable {
    private struct Position: Sendable {
        let owner: Int32
        let function: Int32
        let use: Int32
    }

    /// The functions of each type (and, with a nil name, the free functions), shared with the index.
    private let owners: [(name: String?, functions: [FunctionFacts])]
    private let positions: [String: [Position]]

    init(owners: [(name: String?, functions: [FunctionFacts])]) {
        self.owners = owners
        var positions: [String: [Position]] = [:]
        for (ownerSlot, owner) in owners.enumerated() {
            for (functionSlot, function) in owner.functions.enumerated() {
                for (useSlot, use) in function.uses.enumerated() where use.kind == .call {
                    positions[use.name, default: []].append(Position(owner: Int32(ownerSlot), function: Int32(functionSlot), use: Int32(useSlot)))
                }
            }
        }
        let location = { (position: Position) in owners[Int(position.owner)].functions[Int(position.function)].uses[Int(position.use)].location }
        self.positions = positions.mapValues { list in
            list.sorted { first, second in
                let (a, b) = (location(first), location(second))
                return (a.path, a.position) < (b.path, b.position)
            }
        }
    }

    /// The calls named `name` (nil: none recorded).
    public subscript(name: String) -> [(callerType: String?, use: IndexedUse)]? {
        positions[name]?.map { position in
            let owner = owners[Int(position.owner)]
            return (owner.name, owner.functions[Int(position.function)].uses[Int(position.use)])
        }
    }
}
