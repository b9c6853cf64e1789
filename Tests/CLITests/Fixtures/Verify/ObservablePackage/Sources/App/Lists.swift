// A rewrite outside any change across files (reconfigure-items): kept.
struct Snapshot {
    mutating func reloadItems(_ ids: [Int]) {}
    mutating func reconfigureItems(_ ids: [Int]) {}
}

struct Source {
    func snapshot() -> Snapshot { Snapshot() }
    func apply(_ snapshot: Snapshot) {}
}

func refresh(_ source: Source, _ ids: [Int]) {
    var snapshot = source.snapshot()
    snapshot.reloadItems(ids)
    source.apply(snapshot)
}
