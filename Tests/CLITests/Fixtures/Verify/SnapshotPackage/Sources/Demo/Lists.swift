final class Lists {
    let plain = PlainSource()
    let full = FullSource()
    func refreshPlain(_ ids: [Int]) {
        var snapshot = plain.snapshot()
        snapshot.reloadItems(ids)
        plain.apply(snapshot)
    }
    func refreshFull(_ ids: [Int]) {
        var snapshot = full.snapshot()
        snapshot.reloadItems(ids)
        full.apply(snapshot)
    }
}
