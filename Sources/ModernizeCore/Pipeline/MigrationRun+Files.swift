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
        if indexed.builtIndex.buildIndex != nil {
            indexed.readPaths = Dictionary(files.map { ($0.displayPath, URL(fileURLWithPath: $0.path).standardizedFileURL.resolvingSymlinksInPath().path) },
                                           uniquingKeysWith: { first, _ in first })
        }
        if let typeQuestions { typeQuestions.projectDeclarations = ProjectDeclarations.scan(files, headersUnder: indexRoots) }
        let run = indexed
        let allFiles = files
        let files = selectingOnlyFiles(files)
        let results = ResultSlots<Evaluated>(count: files.count)
        let done = Counter()
        let rewriteStart = DispatchTime.now()
        run.parallel(files.count) { index in
            let evaluated = run.evaluate(files[index].path, displayPath: files[index].displayPath, buildingIndex: false)
            results.store(evaluated, at: index)
            if !evaluated.needsIndex { progress?(done.increment()) }
        }
        var evaluated = results.values()
        let waiting = evaluated.indices.filter { evaluated[$0].needsIndex }
        if !waiting.isEmpty {
            // Cached results did not cover these files: build the index (here, with all jobs),
            // then migrate them.
            _ = run.index
            let again = ResultSlots<Evaluated>(count: waiting.count)
            run.parallel(waiting.count) { position in
                let file = files[waiting[position]]
                again.store(run.evaluate(file.path, displayPath: file.displayPath), at: position)
                progress?(done.increment())
            }
            for (position, result) in zip(waiting, again.values()) { evaluated[position] = result }
        }
        run.timings.record("rewrite", since: rewriteStart)
        let commitStart = DispatchTime.now()
        defer { run.timings.record("settle and write", since: commitStart) }
        let (companions, applied) = run.settleChangesAcrossFiles(&evaluated, files: files, allFiles: allFiles)
        let settled = evaluated
        let reports = ResultSlots<FileReport>(count: evaluated.count)
        let writer = applied.isEmpty ? nil : CompanionWriter(files: allFiles, propertyLists: run.companionPropertyLists(allFiles))
        // Before the first file of a change across files (or of a `--verify` round) is
        // written: a kill from here on leaves a journal the next run rolls back.
        let groupJournal = run.beginGroupJournal(settled, companions: companions, applied: applied, writer: writer)
        // Diffs are rendered and files written here: the progress line's last step.
        let (committed, finalStep) = (Counter(), mode == .apply ? "writing" : "diffing")
        run.parallel(evaluated.count) { index in
            reports.store(run.commit(settled[index], journal: groupJournal), at: index)
            run.stepProgress?(finalStep, committed.increment(), settled.count)
        }
        var fileReports = reports.values()
        guard let writer else {
            for problem in groupJournal.finish() { run.warnings.add(problem) }
            return fileReports
        }
        var companionReports = companions.map { companion in
            if let failure = groupJournal.failure, mode == .apply {
                var report = FileReport(path: companion.file.path, outcome: .changed)
                report.outcome = .skipped(reason: "\(companion.file.path): not written: it is part of a change across files, and \(failure)")
                return report
            }
            let report = writer.commit(companion.file, ruleID: companion.ruleID, groupKey: companion.key, mode: mode, color: colorDiff, journal: journal)
            if report.outcome == .changed, let path = writer.realPath(of: companion.file) { groupJournal.written(path) }
            return report
        }
        if mode == .apply {
            GroupRollback(evaluated: settled, companions: companions, writer: writer, applied: applied)
                .undo(files: &fileReports, companions: &companionReports)
        }
        for problem in groupJournal.finish() { run.warnings.add(problem) }
        return fileReports + companionReports
    }

    /// The `Info.plist` files changes across files may rewrite: the index's, without building a
    /// lazy one (a run answered from the cache would otherwise parse the project for facts only
    /// to place companions). The same scan the index makes, when a rule reads property lists.
    func companionPropertyLists(_ files: [SourceFile]) -> [PropertyListFile] {
        if let built = indexIfBuilt { return built.propertyLists }
        guard IndexInterest.forRules(rules).propertyLists else { return [] }
        return indexRoots.flatMap { root in PropertyListFiles.scan(root: root, display: Self.displayPath(relativeTo: root, in: files)) }
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

    /// Runs `body` for 0..<count on up to `jobs` big-stack threads, where each file's parse and
    /// rules run in place (`BigStackPool`).
    private func parallel(_ count: Int, _ body: @Sendable @escaping (Int) -> Void) {
        BigStackPool.forEach(count, jobs: jobs, body)
    }

    /// Blocks the changes across files that cannot apply whole and migrates again the files
    /// that took part in them; returns the files the remaining changes create or rewrite, and
    /// the keys of the changes that apply. Under `apply`, a change a member of which could not
    /// be written (read-only, hard-linked, changed on disk) is blocked before anything is written.
    private func settleChangesAcrossFiles(
        _ evaluated: inout [Evaluated], files: [SourceFile], allFiles: [SourceFile]
    ) -> (companions: [(key: String, ruleID: String, file: CompanionFile)], applied: Set<String>) {
        guard evaluated.contains(where: { !$0.groupParts.isEmpty }) else { return ([], []) }
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
        let writer = CompanionWriter(files: allFiles, propertyLists: companionPropertyLists(allFiles))
        let run = self
        let positions = position
        // What each changed file held when it was read, for the writability check.
        var originals: [String: (readPath: String, bytes: [UInt8])] = [:]
        for file in evaluated { if let change = file.change { originals[file.report.path] = (change.readPath, change.bytes) } }
        let checkWrites = mode == .apply
        let readBytes = originals
        // Members `apply` could not replace, with why: each is then reported as skipped (exit 2),
        // as a lone file that cannot be written is, not only through its change's findings.
        var unwritable: [String: FileWriteError] = [:]
        let settled = GroupSettlement.settle(
            parts: parts, unavailable: unavailable,
            check: { parts, blocked in
                var found = writer.blocked(parts: parts, alreadyBlocked: blocked)
                if checkWrites {
                    let members = Self.unwritableMembers(parts: parts, blocked: blocked.merging(found) { old, _ in old }, originals: readBytes)
                    for (key, member) in members where found[key] == nil {
                        found[key] = member.reason
                        unwritable[member.path] = member.problem
                    }
                }
                return found
            },
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
        for (path, problem) in unwritable {
            guard let index = position[path], evaluated[index].change == nil else { continue }  // writing it reports the problem
            evaluated[index].report.outcome = .skipped(reason: problem.description)
        }
        let applied = Set(settled.parts.values.joined().filter { $0.heldBack == nil && settled.blocked[$0.key] == nil }.map(\.key))
        return (GroupSettlement.companions(parts: settled.parts, blocked: settled.blocked), applied)
    }

    /// Applied changes across files with a member file `apply` could not replace: key -> why,
    /// and which member (as the run names it) with its problem.
    static func unwritableMembers(
        parts: [String: [GroupPart]], blocked: [String: String], originals: [String: (readPath: String, bytes: [UInt8])]
    ) -> [String: (reason: String, path: String, problem: FileWriteError)] {
        var found: [String: (reason: String, path: String, problem: FileWriteError)] = [:]
        for (path, fileParts) in parts {
            guard let original = originals[path] else { continue }
            for part in fileParts where part.heldBack == nil && blocked[part.key] == nil && found[part.key] == nil {
                if let problem = FileStore.replaceProblem(original.readPath, expecting: original.bytes) {
                    found[part.key] = ("\(path) cannot be written (\(problem.reason)), so none of the change is", path, problem)
                }
            }
        }
        return found
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
    private var phaseTimes: [(name: String, seconds: Double)] = []
    private var spans = PhaseIntervals()

    public init() {}

    private var indexedFiles: [String] = []

    func record(index seconds: Double, indexedFiles paths: [String]) {
        lock.withLock {
            indexTime += seconds
            indexed += paths.count
            indexedFiles += paths
        }
    }

    /// The files the index phases parsed (as the run names them).
    public var indexedPaths: [String] { lock.withLock { indexedFiles } }

    /// Adds the time since `start` to phase `name` (phases keep their first-seen order), less
    /// the time of phases recorded meanwhile (`PhaseIntervals`: a lazy index built inside it).
    func record(_ name: String, since start: DispatchTime) {
        let end = DispatchTime.now().uptimeNanoseconds
        lock.withLock {
            let seconds = Double(spans.uncovered(from: start.uptimeNanoseconds, to: end)) / 1e9
            if let at = phaseTimes.firstIndex(where: { $0.name == name }) { phaseTimes[at].seconds += seconds } else { phaseTimes.append((name, seconds)) }
        }
    }

    /// Seconds spent building project indexes, and the files they parsed.
    public var index: (seconds: Double, files: Int) { lock.withLock { (indexTime, indexed) } }

    /// Seconds per phase of the index and rewrite steps, in the order they ran.
    public var phases: [(name: String, seconds: Double)] { lock.withLock { phaseTimes } }

    /// What the rewrite phase did, counted: unlike its time, the same on every run of one tree,
    /// so a change to the engine is measured by these before any stopwatch.
    public struct RewriteWork: Sendable, Equatable {
        /// Files parsed for the rules (the index phase hands over no tree).
        public var parses = 0
        /// Rules run on a file's text as read (a file's first pass), and those that found nothing.
        public var ruleRuns = 0
        public var ruleRunsFindingNothing = 0
        /// Parses of edited text, which check each pass's edits.
        public var checkParses = 0
    }

    private var work = RewriteWork()

    func noteRewriteParse() { lock.withLock { work.parses += 1 } }

    func noteRuleRun(foundNothing: Bool) {
        lock.withLock {
            work.ruleRuns += 1
            if foundNothing { work.ruleRunsFindingNothing += 1 }
        }
    }

    func noteCheckParse() { lock.withLock { work.checkParses += 1 } }

    public var rewriteWork: RewriteWork { lock.withLock { work } }
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
