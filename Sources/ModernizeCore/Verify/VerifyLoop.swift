import Foundation

/// Compiler in the loop (`--verify CMD`): keeps only the rewrites the user's own build accepts.
///
/// 1. Builds the untouched tree (the baseline); a command that cannot build it is an error
///    and nothing is written.
/// 2. Applies the rewrites, builds, and sorts the errors into old and new (`BuildAttribution`).
/// 3. Reverts the units a new error is on (a site, or a whole change across files); when no
///    new error is on a written line, finds the unit by bisection (applying half, building).
/// 4. Repeats until no new error remains. When it cannot get there within the builds allowed,
///    or a build times out or is interrupted, every file gets its original bytes back.
///
/// Each round starts from the untouched tree: the previous round's files are restored, then
/// the run applies again with the rejected units reported instead of applied.
///
/// Only what a build accepted is kept, even when the process is killed: each round's files are
/// journaled on disk before they are written (`WriteJournal(durable:)`), and the journal goes
/// only once the round is undone or accepted, so the next run (or `recover`) rolls back a
/// round whose build never finished. Only a build that exits is judged: one ended by a signal
/// (a crash, the OOM killer, a kill) says nothing about the rewrites, and the loop restores
/// every file.
public struct VerifyLoop {
    /// Writes the rewrites `rejections` leaves and returns the run's report and what it wrote.
    public typealias Apply = (BuildRejections) -> (report: RunReport, journal: WriteJournal)

    public let settings: VerifySettings
    /// Called with a line per build step.
    public let progress: ((String) -> Void)?

    public init(settings: VerifySettings, progress: ((String) -> Void)? = nil) {
        self.settings = settings
        self.progress = progress
    }

    public func run(apply: @escaping Apply) -> VerifyOutcome {
        InterruptFlag.install()
        defer { InterruptFlag.uninstall() }
        return LoopState(settings: settings, apply: apply, progress: progress).run()
    }
}

private struct LoopFailure: Error {
    let reason: String
}

private final class LoopState {
    let settings: VerifySettings
    let apply: VerifyLoop.Apply
    let progress: ((String) -> Void)?
    let builder: BuildCommand
    var summary: VerifySummary
    var baseline: [BuildDiagnostic] = []
    var baselineStatus: Int32 = 0
    var journal: WriteJournal?
    var report: RunReport?
    var rejected: [String: String] = [:]
    /// The new errors of the latest build, named when the loop gives up.
    var lastNewErrors: [BuildAttribution.NewError] = []

    init(settings: VerifySettings, apply: @escaping VerifyLoop.Apply, progress: ((String) -> Void)?) {
        self.settings = settings
        self.apply = apply
        self.progress = progress
        self.builder = BuildCommand(command: settings.command, directory: settings.directory, logPath: settings.logPath, timeout: settings.timeout)
        self.summary = VerifySummary(logPath: settings.logPath)
    }

    func run() -> VerifyOutcome {
        do {
            try buildBaseline()
            try loop()
            summary.keptSites = report?.files.reduce(0) { $0 + $1.appliedSites.count } ?? 0
            summary.revertedSites = report?.findings.filter { $0.message.hasPrefix(BuildRejections.findingPrefix) }.count ?? 0
            var verified = report ?? RunReport(files: [], pathErrors: [], pathNotes: [])
            // Accepted: the round's journal goes, else the next run would roll the round back.
            verified.pathErrors += (journal?.finishOnDisk() ?? []).map {
                "\($0); the next `modernize apply` would roll back the verified rewrites: remove the journal by hand"
            }
            return .verified(verified, summary)
        } catch {
            let problems = journal?.restore() ?? []
            let reason = (error as? LoopFailure)?.reason ?? "\(error)"
            return .failed(reason: reason, summary: summary, restoreProblems: problems)
        }
    }

    private func buildBaseline() throws {
        let (result, errors) = try build("the untouched tree (baseline)")
        guard let status = result.status, status != 126, status != 127, status == 0 || errors.contains(where: { $0.path != nil }) else {
            let tail = result.output.split(separator: "\n").suffix(3).joined(separator: " | ")
            let ending = result.status.map { "exit \($0)" } ?? result.signal.map { "ended by signal \($0)" } ?? "exit ?"
            throw LoopFailure(reason: "the build command cannot build the untouched tree (\(ending), "
                + "no compiler error naming a file): \(tail.isEmpty ? "it printed nothing" : tail); it must run from \(settings.directory) and compile the project (errors already in it are fine)")
        }
        baseline = errors
        baselineStatus = status
    }

    private func loop() throws {
        var round = 0
        while true {
            round += 1
            try applyRound(BuildRejections(reasons: rejected))
            let units = appliedUnits()
            // Nothing applied: the tree is the untouched one, which the baseline built.
            guard !units.isEmpty else { return }
            let new = try buildAndCompare("round \(round), \(units.count) rewrite\(units.count == 1 ? "" : "s") applied")
            if new.isEmpty { return }
            let placed = new.filter { !$0.units.isEmpty }
            if !placed.isEmpty {
                for error in placed { for unit in error.units { reject(unit, error.reason) } }
            } else {
                for (unit, reason) in try bisect(units, failing: new) { reject(unit, reason) }
            }
        }
    }

    /// Finds the first unit whose addition brings new errors: builds with the first half of
    /// the units applied, and so on. An error placed on a written line on the way decides.
    private func bisect(_ units: [String], failing: [BuildAttribution.NewError]) throws -> [(String, String)] {
        var low = 1
        var high = units.count
        var errorsAtHigh = failing
        while low < high {
            let middle = (low + high) / 2
            try applyRound(BuildRejections(reasons: rejected, allowedOnly: Set(units[..<middle])))
            let new = try buildAndCompare("bisecting, the first \(middle) of \(units.count) rewrites applied")
            let placed = new.filter { !$0.units.isEmpty }
            if !placed.isEmpty { return placed.flatMap { error in error.units.map { ($0, error.reason) } } }
            if new.isEmpty { low = middle + 1 } else { (high, errorsAtHigh) = (middle, new) }
        }
        return [(units[high - 1], Self.telling(errorsAtHigh).reason + " (not on a line it wrote: found by rebuilding with part of the rewrites)")]
    }

    /// The error to name: the first one that names a file (`swift build` prints "emit-module
    /// command failed" before the compiler's own error), else the first.
    static func telling(_ errors: [BuildAttribution.NewError]) -> BuildAttribution.NewError {
        errors.first { $0.diagnostic.path != nil } ?? errors[0]
    }

    private func reject(_ unit: String, _ reason: String) {
        guard rejected[unit] == nil else { return }
        rejected[unit] = reason
        summary.reverted.append((unit, reason))
    }

    /// Restores the previous round's files, then applies with `rejections`.
    private func applyRound(_ rejections: BuildRejections) throws {
        if let journal {
            let problems = journal.restore()
            if !problems.isEmpty { throw LoopFailure(reason: "cannot undo the previous round: " + problems.joined(separator: "; ")) }
        }
        let applied = apply(rejections)
        (report, journal) = (applied.report, applied.journal)
        if InterruptFlag.isSet { throw LoopFailure(reason: "interrupted") }
    }

    private func buildAndCompare(_ title: String) throws -> [BuildAttribution.NewError] {
        guard summary.builds.count - 1 < settings.maxBuilds else {
            let first = lastNewErrors.isEmpty ? "" : " (the first: \(Self.telling(lastNewErrors).quoted))"
            throw LoopFailure(reason: "new build errors remain after \(Plural.counted(settings.maxBuilds, "build")) (--verify-max-builds)\(first)")
        }
        let (result, errors) = try build(title)
        try checkWrittenFilesKept(build: summary.builds.count)
        let attribution = BuildAttribution(baseline: baseline, files: writtenFiles(), directory: settings.directory)
        var new = attribution.newErrors(errors)
        if new.isEmpty, let status = result.status, status != 0, baselineStatus == 0 {
            let message = "the build exited with status \(status) and printed no error naming a file (the untouched tree built)"
            new = [BuildAttribution.NewError(diagnostic: BuildDiagnostic(path: nil, line: nil, column: nil, message: message), location: "", units: [])]
        }
        lastNewErrors = new
        let last = summary.builds.removeLast()
        summary.builds.append(VerifySummary.Build(title: last.title, seconds: last.seconds, status: last.status, newErrors: new.count))
        return new
    }

    private func build(_ title: String) throws -> (BuildCommand.Result, [BuildDiagnostic]) {
        let number = summary.builds.count + 1
        progress?("verify: build \(number): \(title)")
        let result: BuildCommand.Result
        do { result = try builder.run(title: "build \(number): \(title)") } catch { throw LoopFailure(reason: error.description) }
        summary.builds.append(VerifySummary.Build(title: title, seconds: result.seconds, status: result.status, newErrors: 0))
        if result.interrupted { throw LoopFailure(reason: "interrupted during build \(number)") }
        if result.timedOut {
            throw LoopFailure(reason: "build \(number) took longer than --verify-timeout \(settings.timeout.map { String(format: "%g", $0) } ?? "0") s and was killed with its process group")
        }
        if let signal = result.signal, number > 1 {
            // A crash or a kill is not a verdict on the rewrites, and bisecting on it would blame one.
            throw LoopFailure(reason: "build \(number) was ended by signal \(signal) (\(Self.signalName(signal))) instead of exiting, "
                + "so it did not judge the rewrites")
        }
        return (result, BuildDiagnosticParser.errors(in: result.output, directory: settings.directory))
    }

    /// A build that deletes, replaces, makes read-only or edits a file the round wrote has
    /// changed the tree under the loop: its verdict is about other files, and restoring needs
    /// the person. Said as it is, rather than kept or blamed on a rewrite.
    private func checkWrittenFilesKept(build number: Int) throws {
        for entry in journal?.entries ?? [] {
            var info = stat()
            let change: String? = if lstat(entry.path, &info) != 0 {
                "deleted it"
            } else if info.st_mode & S_IFMT != S_IFREG {
                "put something that is not a regular file in its place"
            } else if info.st_mode & 0o222 == 0 {
                "made it read-only"
            } else if (try? FileStore.read(entry.path)) != entry.written {
                "changed its bytes"
            } else {
                nil
            }
            if let change {
                throw LoopFailure(reason: "build \(number) changed \(entry.displayPath) (\(change)), which the round had written; "
                    + "a build that changes the sources cannot verify rewrites")
            }
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGKILL: "SIGKILL"
        case SIGSEGV: "SIGSEGV"
        case SIGTERM: "SIGTERM"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// The units the current round applied, in file then position order.
    private func appliedUnits() -> [String] {
        var seen: Set<String> = []
        return (report?.files ?? []).flatMap(\.appliedSites).map(\.unit).filter { seen.insert($0).inserted }
    }

    private func writtenFiles() -> [BuildAttribution.WrittenFile] {
        let sites = Dictionary((report?.files ?? []).map { ($0.path, $0.appliedSites) }, uniquingKeysWith: { first, _ in first })
        // The run names files relative to this process's directory, not the build's.
        let current = FileManager.default.currentDirectoryPath
        return (journal?.entries ?? []).map { entry in
            BuildAttribution.WrittenFile(
                path: BuildDiagnosticParser.normalize(entry.path, directory: current), displayPath: entry.displayPath,
                lines: LineMap(old: String(decoding: entry.original ?? [], as: UTF8.self), new: String(decoding: entry.written, as: UTF8.self)),
                companionUnit: entry.unit, sites: sites[entry.displayPath] ?? [])
        }
    }
}

extension MigrationRun {
    /// `apply --verify`: the run's rewrites, kept only where the build in `settings` accepts them.
    /// `accepted`: only these units are candidates (`review --verify`: what the person accepted).
    public func verifiedRun(
        paths: [String], settings: VerifySettings, accepted: Set<String>? = nil, progress: ((String) -> Void)? = nil
    ) -> VerifyOutcome {
        VerifyLoop(settings: settings, progress: progress).run { rejections in
            var run = self
            run.mode = .apply
            run.buildRejections = rejections
            run.buildRejections.accepted = accepted
            let journal = WriteJournal(durable: true)
            run.journal = journal
            return (run.run(paths: paths), journal)
        }
    }
}
