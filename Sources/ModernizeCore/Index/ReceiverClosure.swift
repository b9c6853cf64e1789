/// `IndexInterest.receiverTypes`: adds to the index the files declaring the members that the
/// receivers of such uses go through, so the resolver can type a receiver whose chain runs
/// through a file no trigger names (`selection.paidFeature` with `var paidFeature` in an
/// extension elsewhere). One round: the members named after a `.` in the receivers and in the
/// values their locals are bound to. Files are chosen by a byte search for `var name`,
/// `let name` and `func name`; a false hit costs a parse.
public enum ReceiverClosure {
    static func extend(
        _ facts: [FileFacts], files: [SourceFile], interest: IndexInterest, jobs: Int, cache: ResultCache?,
        read: @escaping @Sendable (SourceFile) -> SourceText?, admit: @escaping @Sendable (SourceText) -> Bool
    ) -> [FileFacts] {
        let names = memberNames(in: facts, interest: interest)
        guard !names.isEmpty else { return facts }
        let indexed = Set(facts.map(\.path))
        let patterns = TriggerSet([names.sorted().flatMap { ["var \($0)", "let \($0)", "func \($0)"] }])
        let newFacts = IndexBuilder(interest: interest, jobs: jobs).collectFacts(
            files: files.filter { !indexed.contains($0.path) }, read: read, keepTree: { _ in false },
            admit: { source in patterns.groups(in: source.text)[0] && admit(source) }, cache: cache, prefiltered: true).facts
        return facts + newFacts
    }

    /// Member names after a `.` in the receivers (and bound values) of the uses the interest types.
    static func memberNames(in facts: [FileFacts], interest: IndexInterest) -> Set<String> {
        var names: Set<String> = []
        for file in facts {
            for function in file.functions + file.types.flatMap(\.functions) {
                for use in function.uses where use.kind == .member && interest.typesReceiver(of: use.name) {
                    for text in [use.receiver, use.receiverLocalValue ?? ""] { names.formUnion(membersAfterDots(text)) }
                }
            }
        }
        return names
    }

    /// `selection.paidFeature?.owner` -> paidFeature, owner (not `selection`: a local, a
    /// parameter or a member of the code's own type, whose file is indexed already).
    static func membersAfterDots(_ text: String) -> [String] {
        var names: [String] = []
        var index = text.startIndex
        while let dot = text[index...].firstIndex(of: ".") {
            let start = text.index(after: dot)
            let name = text[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if let first = name.first, first.isLowercase || first == "_" { names.append(String(name)) }
            index = name.isEmpty ? start : name.endIndex
        }
        return names
    }

    /// The same over texts in memory (tests, golden cases).
    public static func extend(_ facts: [FileFacts], sources: [SourceText], interest: IndexInterest) -> [FileFacts] {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return extend(
            facts, files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, interest: interest, jobs: 1, cache: nil,
            read: { byPath[$0.path] }, admit: { _ in true })
    }
}
