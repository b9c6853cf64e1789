import Foundation

/// The index phase after the trigger scan: parses the candidate files for facts, follows
/// supertype chains, adds type headers, storyboards and Info.plists.
struct IndexPhase: Sendable {
    struct Built: Sendable {
        var index: ProjectIndex
        var trees: TreeCache
        /// A hash of every fact (empty without a cache): part of each cached result's key.
        var fingerprint: String
        /// What the index could not read (also given to `warnings`).
        var warnings: [String] = []
    }

    let rules: [any Codemod]
    let jobs: Int
    let cache: ResultCache?
    let roots: [String]
    let timings: RunTimings
    let files: [SourceFile]
    let candidates: IndexCandidates
    let read: @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)?
    let parsing: IndexParsing
    let warnings: RunWarnings
    /// Where to note each triggered file parsed cleanly here, with the triggered rules that can
    /// hold no site in it (nil: not noted, e.g. under `--type-report`, which counts every rule's
    /// questions).
    var cleanParses: TriggerPrescreen?
    /// Files parsed for facts so far, of the candidates (the progress line's `indexing` step).
    var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Steps of the index after parsing (supertype chains, call graph, receivers, tables, project
    /// files): the progress line's `linking` step, so a long one never looks like a hang.
    var linkingProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    func build() -> Built {
        let start = DispatchTime.now()
        var phaseStart = start
        var interest = IndexInterest.forRules(candidates.activeRules)
        if interest.callGraph { interest.callGraphNames = candidates.functionNames }
        let ruleTriggers = TriggerSet([rules.flatMap(\.triggers)])
        let wanted = files.indices.filter { candidates.candidates[$0] != nil }
        let kept = Dictionary(wanted.compactMap { index -> (String, SourceText)? in
            guard case .kept(let source) = candidates.candidates[index] else { return nil }
            return (files[index].path, source)
        }, uniquingKeysWith: { first, _ in first })
        let read = read
        // A tree costs tens of times its source. A project whose candidates fit the budget keeps
        // them all (each file parsed once); a larger one keeps none, since its facts need the
        // memory (measured on a 10-app corpus: 95 MB of peak for 2 MB of trees, no time saved).
        let candidateBytes = kept.count == wanted.count ? kept.values.reduce(0) { $0 + $1.text.utf8.count } : Int.max
        let keepsTrees = candidateBytes <= IndexBuilder.keptSourceBudget
        var builder = IndexBuilder(interest: interest, jobs: jobs)
        builder.parsing = parsing
        builder.onProgress = progress
        let built = builder.collectFacts(
            files: wanted.map { files[$0] },
            read: { file in kept[file.path] ?? read(file)?.source },
            keepTree: { source in keepsTrees && ruleTriggers.groups(in: source.text)[0] },
            admit: { source in NestingScan.problem(in: source.text) == nil }, cache: cache, prefiltered: true,
            inspect: cleanParseNote())
        var facts = built.facts
        timings.record("index parse", since: phaseStart)
        // The files outside the index, as the closures below search them round after round.
        let closureSources = SourceMemo(budget: IndexCandidates.keptSourceBudget) { read($0)?.source }
        let closureRead: @Sendable (SourceFile) -> SourceText? = { closureSources.source(of: $0) }
        linkingProgress?(0, 5)
        phaseStart = DispatchTime.now()
        if interest.supertypeChains {
            facts = SupertypeClosure.extend(
                built.facts, files: files, declarations: candidates.declarations, interest: interest, jobs: jobs, cache: cache,
                read: closureRead, admit: { NestingScan.problem(in: $0.text) == nil }, parsing: parsing).facts
        }
        timings.record("supertype chains", since: phaseStart)
        linkingProgress?(1, 5)
        phaseStart = DispatchTime.now()
        if interest.callGraph {
            facts = CallerClosure.extend(
                facts, files: files, interest: interest, jobs: jobs, cache: cache,
                read: closureRead, admit: { NestingScan.problem(in: $0.text) == nil }, parsing: parsing)
        }
        timings.record("call graph", since: phaseStart)
        linkingProgress?(2, 5)
        phaseStart = DispatchTime.now()
        if !interest.receiverTypes.isEmpty {
            facts = ReceiverClosure.extend(
                facts, files: files, interest: interest, jobs: jobs, cache: cache,
                read: closureRead, admit: { NestingScan.problem(in: $0.text) == nil })
        }
        timings.record("receiver declarations", since: phaseStart)
        linkingProgress?(3, 5)
        phaseStart = DispatchTime.now()
        // A mixed app's Objective-C classes and protocols, as its Swift code sees them.
        for root in roots { facts += ObjectiveCHeaders.facts(under: [root], display: MigrationRun.displayPath(relativeTo: root, in: files)) }
        var index = ProjectIndex(files: facts, jobs: jobs)
        timings.record("index tables", since: phaseStart)
        linkingProgress?(4, 5)
        phaseStart = DispatchTime.now()
        if interest.typeHeaders { index.typeHeaders = candidates.typeHeaders }
        if interest.interfaceBuilder {
            for root in roots {
                let scan = InterfaceBuilderIndex.scan(root: root, jobs: jobs, display: MigrationRun.displayPath(relativeTo: root, in: files))
                index.interfaceBuilder.files += scan.files
                index.interfaceBuilder.errors += scan.errors
            }
        }
        // Rules treat what an unreadable storyboard or xib could say as unknown; say which.
        let unread = index.interfaceBuilder.errors.map {
            "\($0.line > 0 ? "\($0.path):\($0.line)" : $0.path): not read as an Interface Builder file (\($0.message)); the cells and view controllers it may declare are unknown, so code that depends on them is reported, not rewritten"
        }
        for warning in unread { warnings.add(warning) }
        index.ruleIDs = Set(candidates.activeRules.map(\.id))
        if interest.propertyLists {
            for root in roots {
                index.propertyLists += PropertyListFiles.scan(root: root, display: MigrationRun.displayPath(relativeTo: root, in: files))
            }
        }
        timings.record("project files", since: phaseStart)
        linkingProgress?(5, 5)
        var fingerprint = ""
        if cache != nil {
            phaseStart = DispatchTime.now()
            // Interface Builder facts hold dictionaries (attribute maps): sorted JSON keeps their
            // hash stable. The rest is hashed by structure, which is much cheaper.
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let interfaceBuilder = (try? encoder.encode(index.interfaceBuilder)).map { String(decoding: $0, as: UTF8.self) } ?? UUID().uuidString
            var rest = StableHash()
            StructureHasher.combine(index.propertyLists, into: &rest)
            StructureHasher.combine(index.typeHeaders, into: &rest)
            fingerprint = StableHash.of([IndexBuilder.fingerprint(facts), interfaceBuilder, rest.hex])
            timings.record("index fingerprint", since: phaseStart)
        }
        timings.record(index: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9, indexedFiles: index.indexedPaths)
        return Built(index: index, trees: built.trees, fingerprint: fingerprint, warnings: unread)
    }

    /// Notes a clean parse of a triggered file, and the rules that can hold no site in it.
    private func cleanParseNote() -> (@Sendable (SourceFile, ParsedSource) -> Void)? {
        guard let prescreen = cleanParses else { return nil }
        let rules = rules
        return { file, parsed in prescreen.recordCleanParse(file.path, parsed: parsed, rules: rules) }
    }

    /// A key for everything the index is made from: the tool, the rules, the roots, each Swift
    /// file's path and bytes (`digests`, in the files' order: any file may declare a type an
    /// indexed one extends), and the storyboards and Info.plists when a rule reads them
    /// (`interfaceInputs`). Equal keys mean equal indexes.
    static func inputsKey(
        _ cache: ResultCache, rules: [any Codemod], roots: [String], files: [SourceFile], digests: [String?], interfaceInputs: [String]
    ) -> String {
        var parts = ["index-inputs", rules.map(\.id).joined(separator: ","), roots.joined(separator: "\n")]
        for (position, file) in files.enumerated() {
            parts += [file.displayPath, digests.indices.contains(position) ? digests[position] ?? "-" : "-"]
        }
        return cache.key(parts + interfaceInputs)
    }

    /// The storyboards and Info.plists the rules read, each path followed by its bytes' hash:
    /// one walk per root for both kinds of file, in the order the two walks gave them.
    static func interfaceInputs(rules: [any Codemod], roots: [String]) -> [String] {
        interfaceFiles(rules: rules, roots: roots).flatMap { [$0.path, Self.digest(ofFile: $0.path, root: $0.root)] }
    }

    /// The files `interfaceInputs` hashes, each with the root it was found under.
    static func interfaceFiles(rules: [any Codemod], roots: [String]) -> [(path: String, root: String)] {
        let kinds = interfaceKinds(rules: rules)
        var files: [(path: String, root: String)] = []
        for root in roots where !kinds.isEmpty {
            for paths in ProjectFileWalk.files(under: root, kinds: kinds) { files += paths.map { ($0, root) } }
        }
        return files
    }

    /// What the index reads besides Swift files, for these rules: storyboards and xibs,
    /// Info.plists, Objective-C headers.
    static func interfaceKinds(rules: [any Codemod]) -> [ProjectFileWalk.Kind] {
        let interest = IndexInterest.forRules(rules)
        var kinds: [ProjectFileWalk.Kind] = []
        if interest.interfaceBuilder { kinds.append(InterfaceBuilderIndex.walkKind) }
        if interest.propertyLists { kinds.append(PropertyListFiles.walkKind) }
        if !interest.isEmpty { kinds.append(ObjectiveCHeaders.walkKind) }
        return kinds
    }

    /// The bytes' hash of the file `path` names, read as the index reads it: a storyboard's
    /// link within `root` through to its target (a link is never read itself).
    static func digest(ofFile path: String, root: String) -> String {
        digest(reading: InterfaceBuilderIndex.linkTarget(path, root: root) ?? path)
    }

    /// The hash of the bytes at `readPath` as the index reads them ("-": unreadable).
    static func digest(reading readPath: String) -> String {
        (try? FileStore.read(readPath)).map { StableHash.of(bytes: $0) } ?? "-"
    }
}

/// What the result cache keeps of an index, keyed by its inputs.
struct IndexSummary: Codable {
    var fingerprint: String
    var warnings: [String]
    /// The trigger scan of those inputs, restored instead of scanning again.
    var triggers: TriggerPrescreen.Snapshot
}
