import Foundation

/// A file to migrate: where to read it and how to name it in diffs and messages.
public struct SourceFile: Sendable, Hashable {
    public let path: String
    public let displayPath: String

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }
}

extension MigrationRun {
    /// Migrates an explicit list of files in parallel; reports come back in the list's order
    /// whatever the job count. `progress` is called (from worker threads) with files done.
    /// When a rule asks for project facts, the index over these files is built first.
    public func run(files: [SourceFile], progress: (@Sendable (_ done: Int) -> Void)? = nil) -> [FileReport] {
        var indexed = self
        indexed.buildIndex(over: files)
        let run = indexed
        let allFiles = files
        let files = selectingOnlyFiles(files)
        let results = ResultSlots<Evaluated>(count: files.count)
        let done = Counter()
        run.parallel(files.count) { index in
            results.store(run.evaluate(files[index].path, displayPath: files[index].displayPath), at: index)
            progress?(done.increment())
        }
        var evaluated = results.values()
        let companions = run.settleChangesAcrossFiles(&evaluated, files: files, allFiles: allFiles)
        let settled = evaluated
        let reports = ResultSlots<FileReport>(count: evaluated.count)
        run.parallel(evaluated.count) { index in reports.store(run.commit(settled[index]), at: index) }
        let writer = CompanionWriter(files: allFiles, index: run.index)
        return reports.values() + companions.map { writer.commit($0.file, ruleID: $0.ruleID, mode: mode, color: colorDiff) }
    }

    /// The files `onlyFiles` (`--changed-since`, `--staged`) selects; all of them when it is nil.
    func selectingOnlyFiles(_ files: [SourceFile]) -> [SourceFile] {
        guard let onlyFiles else { return files }
        return files.filter { onlyFiles.contains(URL(fileURLWithPath: $0.path).standardizedFileURL.resolvingSymlinksInPath().path) }
    }

    /// The given paths that are directories: the roots whose storyboards and plists the index reads.
    static func directories(among paths: [String]) -> [String] {
        paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Runs `body` for 0..<count on up to `jobs` threads.
    private func parallel(_ count: Int, _ body: @Sendable @escaping (Int) -> Void) {
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, count))) { _ in
            while case let index = next.increment() - 1, index < count { body(index) }
        }
    }

    /// Blocks the changes across files that cannot apply whole and migrates again the files
    /// that took part in them; returns the files the remaining changes create or rewrite.
    private func settleChangesAcrossFiles(
        _ evaluated: inout [Evaluated], files: [SourceFile], allFiles: [SourceFile]
    ) -> [(ruleID: String, file: CompanionFile)] {
        guard evaluated.contains(where: { !$0.groupParts.isEmpty }) else { return [] }
        var position: [String: Int] = [:]
        var parts: [String: [GroupPart]] = [:]
        var unavailable: [String: String] = [:]
        for (index, file) in evaluated.enumerated() {
            position[file.report.path] = index
            switch file.report.outcome {
            case .skipped(let reason): unavailable[file.report.path] = reason
            case .internalError: unavailable[file.report.path] = "a rule failed on it"
            case .excluded(let pattern): unavailable[file.report.path] = "excluded by \(pattern)"
            default: parts[file.report.path] = file.groupParts
            }
        }
        let migrated = Set(files.map(\.displayPath))
        for file in allFiles where !migrated.contains(file.displayPath) {
            unavailable[file.displayPath] = "not migrated in this run (only changed or staged files are)"
        }
        let writer = CompanionWriter(files: allFiles, index: index)
        let run = self
        let positions = position
        let settled = GroupSettlement.settle(
            parts: parts, unavailable: unavailable,
            check: { parts, blocked in writer.blocked(parts: parts, alreadyBlocked: blocked) },
            rerun: { paths, blocked in
                let again = ResultSlots<Evaluated>(count: paths.count)
                run.parallel(paths.count) { index in
                    let file = files[positions[paths[index]]!]
                    again.store(run.evaluate(file.path, displayPath: file.displayPath, blockedGroups: blocked), at: index)
                }
                var newParts: [String: [GroupPart]] = [:]
                for (path, result) in zip(paths, again.values()) {
                    evaluated[position[path]!] = result
                    newParts[path] = result.groupParts
                }
                return newParts
            })
        return GroupSettlement.companions(parts: settled.parts, blocked: settled.blocked)
    }

    /// The index phase: the facts the enabled rules asked for, from the files that mention
    /// their index triggers (excluded files are never read).
    mutating func buildIndex(over files: [SourceFile]) {
        guard !IndexInterest.forRules(rules).isEmpty else { return }
        let settings = settings
        let limits = limits
        let start = DispatchTime.now()
        let prescreen = TriggerPrescreen(ruleIDs: Set(rules.map(\.id)))
        let read: @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)? = { file in
            // The rewrite phase reports what the index passes over: excluded, too large,
            // unreadable, nested deeper than the parser can take.
            if let settings, settings.isExcludedOrInvalid(file.path) { return nil }
            guard limits.sizeProblem(file.path, display: file.displayPath) == nil,
                  let bytes = try? FileStore.read(file.path),
                  let source = try? SourceText.decode(path: file.displayPath, bytes: bytes) else { return nil }
            return (bytes, source)
        }
        let candidates = IndexCandidates.scan(files, rules: rules, jobs: jobs, read: read, prescreen: prescreen)
        self.prescreen = prescreen
        let interest = IndexInterest.forRules(candidates.activeRules)
        let ruleTriggers = TriggerSet([rules.flatMap(\.triggers)])
        let wanted = files.indices.filter { candidates.candidates[$0] != nil }
        let kept = Dictionary(wanted.compactMap { index -> (String, SourceText)? in
            guard case .kept(let source) = candidates.candidates[index] else { return nil }
            return (files[index].path, source)
        }, uniquingKeysWith: { first, _ in first })
        let built = IndexBuilder(interest: interest, jobs: jobs).build(
            files: wanted.map { files[$0] },
            read: { file in kept[file.path] ?? read(file)?.source },
            keepTree: { source in ruleTriggers.groups(in: source.text)[0] },
            admit: { source in NestingScan.problem(in: source.text) == nil }, cache: cache, prefiltered: true)
        index = built.index
        var fingerprint = built.fingerprint
        if interest.supertypeChains {
            let chains = SupertypeClosure.extend(
                built.facts, files: files, declarations: candidates.declarations, interest: interest, jobs: jobs, cache: cache,
                read: { read($0)?.source }, admit: { NestingScan.problem(in: $0.text) == nil })
            index = ProjectIndex(files: chains.facts)
            if cache != nil { fingerprint = IndexBuilder.fingerprint(chains.facts) }
        }
        if interest.typeHeaders { index.typeHeaders = candidates.typeHeaders }
        if interest.interfaceBuilder {
            for root in indexRoots {
                let scan = InterfaceBuilderIndex.scan(root: root, jobs: jobs, display: Self.displayPath(relativeTo: root, in: files))
                index.interfaceBuilder.files += scan.files
                index.interfaceBuilder.errors += scan.errors
            }
        }
        if interest.propertyLists {
            for root in indexRoots {
                index.propertyLists += PropertyListFiles.scan(root: root, display: Self.displayPath(relativeTo: root, in: files))
            }
        }
        trees = built.trees
        if cache != nil {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let interfaceBuilder = (try? encoder.encode(index.interfaceBuilder)).map { String(decoding: $0, as: UTF8.self) } ?? UUID().uuidString
            let propertyLists = (try? encoder.encode(index.propertyLists)).map { String(decoding: $0, as: UTF8.self) } ?? UUID().uuidString
            let headers = (try? encoder.encode(index.typeHeaders)).map { String(decoding: $0, as: UTF8.self) } ?? UUID().uuidString
            indexFingerprint = StableHash.of([fingerprint, interfaceBuilder, propertyLists, headers])
        }
        self.prescreen = prescreen
        timings.record(index: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9,
                       indexedFiles: built.index.indexedPaths.count)
    }
}

extension MigrationRun {
    /// Names Interface Builder files the way the run's Swift files are named (relative to the
    /// repository in `batch`, as given on the command line otherwise).
    static func displayPath(relativeTo root: String, in files: [SourceFile]) -> (String) -> String {
        let relative = files.first.map { $0.path != $0.displayPath } ?? false
        return { path in
            // `./App/Info.plist` is named `App/Info.plist`, as the Swift files are.
            guard relative, path.hasPrefix(root + "/") else { return FileDiscovery.displayPath(path) }
            return String(path.dropFirst(root.count + 1))
        }
    }
}

/// Wall times of a run's phases, written by the run and read by the CLI's `--timings`.
public final class RunTimings: @unchecked Sendable {
    private let lock = NSLock()
    private var indexTime = 0.0
    private var indexed = 0

    public init() {}

    func record(index seconds: Double, indexedFiles: Int) {
        lock.withLock {
            indexTime += seconds
            indexed += indexedFiles
        }
    }

    /// Seconds spent building project indexes, and the files they parsed.
    public var index: (seconds: Double, files: Int) { lock.withLock { (indexTime, indexed) } }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
