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
        // Each call's sort key is taken once: reading a location back through the owners'
        // arrays in every comparison, and comparing paths as strings, was most of this table's cost.
        var pathIDs: [String: Int32] = [:]
        var keyed: [String: [(position: Position, path: Int32, at: SourcePosition)]] = [:]
        for (ownerSlot, owner) in owners.enumerated() {
            for (functionSlot, function) in owner.functions.enumerated() {
                for (useSlot, use) in function.uses.enumerated() where use.kind == .call {
                    let path = pathIDs[use.location.path] ?? {
                        let id = Int32(pathIDs.count)
                        pathIDs[use.location.path] = id
                        return id
                    }()
                    keyed[use.name, default: []].append(
                        (Position(owner: Int32(ownerSlot), function: Int32(functionSlot), use: Int32(useSlot)), path, use.location.position))
                }
            }
        }
        // Path order as strings compare, by rank.
        var pathRanks = Array(repeating: Int32(0), count: pathIDs.count)
        for (rank, entry) in pathIDs.sorted(by: { $0.key < $1.key }).enumerated() { pathRanks[Int(entry.value)] = Int32(rank) }
        positions = keyed.mapValues { list in
            list.sorted { first, second in
                (pathRanks[Int(first.path)], first.at) < (pathRanks[Int(second.path)], second.at)
            }.map(\.position)
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
