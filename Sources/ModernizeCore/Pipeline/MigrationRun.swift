import Foundation

/// Runs the enabled rules over files, in parallel, writing (apply) or diffing (dry run).
public struct MigrationRun: Sendable {
    public enum Mode: Sendable { case dryRun, apply }

    public var rules: [any Codemod]
    public var options: RuleOptions
    public var mode: Mode
    public var jobs: Int
    public var colorDiff: Bool

    public init(rules: [any Codemod], options: RuleOptions, mode: Mode, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, colorDiff: Bool = false) {
        self.rules = rules
        self.options = options
        self.mode = mode
        self.jobs = max(1, jobs)
        self.colorDiff = colorDiff
    }

    public func run(paths: [String]) -> RunReport {
        let discovered = FileDiscovery().discover(paths)
        let files = discovered.files
        // Only `apply` writes, so only it tidies up after an earlier killed `apply`.
        let cleanupNotes = mode == .apply ? FileStore.removeStaleTemporaries(besides: files) : []
        let results = ResultSlots(count: files.count)
        let workers = min(jobs, max(1, files.count))
        // Workers pull the next index; each result lands in its own slot, so the report's
        // order is the sorted path order whatever the job count.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.nextIndex() {
                results.store(process(files[index]), at: index)
            }
        }
        return RunReport(files: results.values(), pathErrors: discovered.errors, pathNotes: discovered.notes + cleanupNotes)
    }

    public func process(_ path: String) -> FileReport {
        let bytes: [UInt8]
        let source: SourceText
        do {
            bytes = try FileStore.read(path)
            source = try SourceText.decode(path: path, bytes: bytes)
        } catch {
            return FileReport(path: path, outcome: .skipped(reason: error.description))
        }
        let result = FileMigration(rules: rules, options: options).migrate(source)
        var report = FileReport(path: path, outcome: .unchanged)
        report.findings = result.findings
        report.internalErrors = result.internalErrors
        switch result.status {
        case .notTriggered:
            report.outcome = .notTriggered
        case .unchanged:
            report.outcome = .unchanged
        case .internalError:
            report.outcome = .internalError
        case .skippedParseError(let problem):
            report.outcome = .skipped(reason: "\(path):\(problem.position): skipped: parse error: \(problem.message)")
        case .changed:
            report.editCounts = result.editCounts
            report.outcome = .changed
            switch mode {
            case .dryRun:
                report.diff = UnifiedDiff(color: colorDiff).render(path: path, old: source.text, new: result.newText)
            case .apply:
                do {
                    try FileStore.writeAtomically(source.encoded(result.newText), to: path, replacing: bytes)
                } catch {
                    report.outcome = .skipped(reason: error.description)
                    report.editCounts = [:]
                }
            }
        }
        return report
    }
}

/// Thread-safe result storage for the workers.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileReport?]
    private var next = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ report: FileReport, at index: Int) {
        lock.lock()
        slots[index] = report
        lock.unlock()
    }

    func values() -> [FileReport] { slots.map { $0! } }
}
