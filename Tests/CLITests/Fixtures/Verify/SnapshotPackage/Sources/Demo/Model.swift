// The fixture of VerifyTests.theRealSwiftBuildDecides: `reconfigureItems` compiles on
// FullSnapshot only.
struct PlainSnapshot { mutating func reloadItems(_ ids: [Int]) {} }
struct FullSnapshot {
    mutating func reloadItems(_ ids: [Int]) {}
    mutating func reconfigureItems(_ ids: [Int]) {}
}
struct PlainSource {
    func snapshot() -> PlainSnapshot { PlainSnapshot() }
    func apply(_ snapshot: PlainSnapshot) {}
}
struct FullSource {
    func snapshot() -> FullSnapshot { FullSnapshot() }
    func apply(_ snapshot: FullSnapshot) {}
}
