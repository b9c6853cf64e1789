import ModernizeCore
import Testing

@Suite struct StructureHasherTests {
    private struct Node: Encodable {
        var name: String
        var tags: [String] = []
        var children: [[Int]] = []
        var note: String?
    }

    private func hash(_ value: some Encodable) -> String {
        var hash = StableHash()
        StructureHasher.combine(value, into: &hash)
        return hash.hex
    }

    @Test func equalValuesHashEqually() {
        #expect(hash(Node(name: "a", tags: ["x"], children: [[1], []])) == hash(Node(name: "a", tags: ["x"], children: [[1], []])))
    }

    /// Each pair encodes the same leaves, or the same text, in a different structure.
    @Test func differentStructuresHashDifferently() {
        let pairs: [(Node, Node)] = [
            (Node(name: "a", tags: ["a", "b"]), Node(name: "a", tags: ["ab"])),
            (Node(name: "a", children: [[]]), Node(name: "a", children: [])),
            (Node(name: "a", children: [[1], []]), Node(name: "a", children: [[], [1]])),
            (Node(name: "a", children: [[1, 2]]), Node(name: "a", children: [[1], [2]])),
            (Node(name: "a", note: ""), Node(name: "a", note: nil)),
            (Node(name: "a", tags: ["b"]), Node(name: "ab")),
        ]
        for (first, second) in pairs { #expect(hash(first) != hash(second), "\(first) vs \(second)") }
    }

    @Test func indexFactsHashByContent() {
        #expect(hash(FileFacts(path: "A.swift")) == hash(FileFacts(path: "A.swift")))
        #expect(hash(FileFacts(path: "A.swift")) != hash(FileFacts(path: "B.swift")))
    }
}
