/// `IndexInterest.supertypeChains`: adds to the index the files declaring the types that indexed
/// code extends or inherits from (a superclass, the protocols adopted), round after round, until
/// no indexed type names an undeclared supertype that some file may declare.
public enum SupertypeClosure {
    /// A chain longer than this is a cycle or generated code; later links stay unresolved.
    static let maximumRounds = 32

    static func extend(
        _ facts: [FileFacts], files: [SourceFile], declarations: [String: [Int]], interest: IndexInterest, jobs: Int,
        cache: ResultCache?, read: @escaping @Sendable (SourceFile) -> SourceText?,
        admit: @escaping @Sendable (SourceText) -> Bool, parsing: IndexParsing = IndexParsing()
    ) -> (facts: [FileFacts], addedFiles: Int) {
        var facts = facts
        var searched: Set<String> = []
        var added: Set<Int> = []
        var newFacts = facts
        for _ in 0..<maximumRounds {
            let declared = Set(facts.flatMap(\.types).filter { $0.kind != .extension }.map(\.name))
            var wanted: Set<String> = []
            for type in newFacts.flatMap(\.types) {
                if type.kind == .extension { wanted.insert(type.name) }
                // The superclass and the protocols adopted: the resolver looks members up in both.
                for inherited in type.inherited { wanted.insert(ProjectIndex.simpleName(inherited)) }
            }
            wanted.subtract(declared)
            wanted.subtract(searched)
            searched.formUnion(wanted)
            let indices = Set(wanted.flatMap { declarations[$0] ?? [] }).subtracting(added).sorted()
            guard !indices.isEmpty else { break }
            added.formUnion(indices)
            // Everything in these files is recorded (the trigger check is skipped), as for any indexed file.
            var builder = IndexBuilder(interest: interest, jobs: jobs)
            builder.parsing = parsing
            newFacts = builder.collectFacts(
                files: indices.map { files[$0] }, read: read, keepTree: { _ in false }, admit: admit, cache: cache, prefiltered: true).facts
            facts += newFacts
        }
        return (facts, added.count)
    }

    /// The same over texts in memory (tests, golden cases): `facts` were built from some of them.
    public static func extend(_ facts: [FileFacts], sources: [SourceText], interest: IndexInterest) -> [FileFacts] {
        let indexed = Set(facts.map(\.path))
        var declarations: [String: [Int]] = [:]
        for (index, source) in sources.enumerated() where !indexed.contains(source.path) {
            for name in DeclaredTypeNames.scan(source.text) { declarations[name, default: []].append(index) }
        }
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return extend(
            facts, files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, declarations: declarations,
            interest: interest, jobs: 1, cache: nil, read: { byPath[$0.path] }, admit: { _ in true }).facts
    }
}
