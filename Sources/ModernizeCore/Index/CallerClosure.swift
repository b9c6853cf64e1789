/// `IndexInterest.callGraph`: adds to the index the files that call the project functions which
/// make one of the interest's sink calls (a blocking `wait()`), round after round up the call
/// chain, so a rule can follow `x()` -> `helper()` -> `semaphore.wait()` across files no trigger
/// names. Files are chosen by a byte search for `name(`; a false hit costs a parse.
public enum CallerClosure {
    /// Call chains longer than this are not followed (rules bound their own walks the same way).
    public static let maximumRounds = 5

    static func extend(
        _ facts: [FileFacts], files: [SourceFile], interest: IndexInterest, jobs: Int, cache: ResultCache?,
        read: @escaping @Sendable (SourceFile) -> SourceText?, admit: @escaping @Sendable (SourceText) -> Bool,
        parsing: IndexParsing = IndexParsing()
    ) -> [FileFacts] {
        var facts = facts
        var indexed = Set(facts.map(\.path))
        var searched: Set<String> = []
        var targets: Set<String> = []
        var newFacts = facts
        let sinks = CallGraphSinkMatcher(interest)
        for round in 0..<maximumRounds {
            // Functions (in the newest facts) calling a sink, then a target: their callers are wanted next.
            let callers = Self.names(of: newFacts) { function in
                function.uses.contains { use in
                    round == 0 ? sinks.matches(use) : use.kind == .call && targets.contains(use.name)
                }
            }.subtracting(searched).subtracting(["init", "deinit"])
            guard !callers.isEmpty else { break }
            searched.formUnion(callers)
            let patterns = TriggerSet([callers.sorted().map { $0 + "(" }])
            let candidates = files.filter { !indexed.contains($0.path) }
            // Read and search in parallel with the parse: the builder reads each file once.
            var builder = IndexBuilder(interest: interest, jobs: jobs)
            builder.parsing = parsing
            newFacts = builder.collectFacts(
                files: candidates, read: read, keepTree: { _ in false },
                admit: { source in patterns.groups(in: source.text)[0] && admit(source) }, cache: cache, prefiltered: true).facts
            indexed.formUnion(newFacts.map(\.path))
            facts += newFacts
            targets = callers
        }
        return facts
    }

    /// The names of the functions in `facts` satisfying `test`, read in place: the first round
    /// looks at every function of the index, and copying them all cost more than the test.
    private static func names(of facts: [FileFacts], where test: (FunctionFacts) -> Bool) -> Set<String> {
        var names: Set<String> = []
        for file in facts {
            for function in file.functions where test(function) { names.insert(function.name) }
            for type in file.types {
                for function in type.functions where test(function) { names.insert(function.name) }
            }
        }
        return names
    }

    /// The same over texts in memory (tests, golden cases): `facts` were built from some of them.
    public static func extend(_ facts: [FileFacts], sources: [SourceText], interest: IndexInterest) -> [FileFacts] {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return extend(
            facts, files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, interest: interest, jobs: 1, cache: nil,
            read: { byPath[$0.path] }, admit: { _ in true })
    }
}
