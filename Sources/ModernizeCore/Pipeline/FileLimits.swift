import Foundation

/// Bounds on one file's work, so no input can crash or stall a run: a size limit (checked
/// before reading), a nesting limit (`NestingScan`, before parsing), a large explicit stack for
/// parsing and rules, and a time budget after which the file is reported as skipped.
public struct FileLimits: Sendable {
    /// Files larger than this are skipped unread (`--max-file-size`); nil: no limit.
    public var maximumFileSize: Int? = 2 << 20
    /// Seconds one file may take (parse, rules, verification); nil: no limit (`--file-timeout`).
    public var timeBudget: Double? = 60
    /// The stack of the thread that parses and runs the rules. Only touched pages cost memory.
    public static let stackSize = 512 << 20

    public init(maximumFileSize: Int? = 2 << 20, timeBudget: Double? = 60) {
        self.maximumFileSize = maximumFileSize
        self.timeBudget = timeBudget
    }

    /// The skip reason when the file at `path` is over the size limit (a cheap `stat`).
    func sizeProblem(_ path: String, display: String) -> String? {
        guard let maximumFileSize else { return nil }
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) > maximumFileSize else { return nil }
        var (size, limit) = (Self.size(Int(info.st_size)), Self.size(maximumFileSize))
        // Rounded to the same text ("0.0 MB is larger than the 0.0 MB limit"): give the bytes.
        if size == limit { (size, limit) = ("\(info.st_size) bytes", "\(maximumFileSize) bytes") }
        return "\(display): skipped: \(size) is larger than the \(limit) limit (--max-file-size)"
    }

    /// "512 bytes", "1.5 KB", "2 MB": the unit that keeps small limits readable.
    static func size(_ bytes: Int) -> String {
        if bytes < 1 << 10 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return bytes % (1 << 10) == 0 ? "\(bytes >> 10) KB" : String(format: "%.1f KB", Double(bytes) / Double(1 << 10)) }
        return megabytes(bytes)
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }

    /// Does the text hold a `modernize:` comment marker (memchr-fast)?
    static func hasSuppressionMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { TriggerScan.contains(Suppressions.marker, in: $0) }
    }

    /// The marker or something like it (`MODERNIZE:`, `Modernise`): worth the suppression lint,
    /// which reports look-alikes that silence nothing.
    static func mayHoldSuppressionComment(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            ["odernize", "ODERNIZE", "odernise", "ODERNISE"].contains { TriggerScan.contains($0, in: buffer) }
        }
    }

    public enum Outcome: Sendable {
        case finished(MigrationResult)
        case skipped(reason: String)
    }

    /// Runs `FileMigration` within the limits, plus `SuppressionLint` when the file has
    /// `modernize:` comments. Files with neither a trigger nor such a comment get no thread.
    /// `timeLeft`: what the index phase left of the file's budget (default: all of it).
    func migrate(
        _ source: SourceText, rules: [any Codemod], options: RuleOptions, index: ProjectIndex = .empty,
        parsed: ParsedSource? = nil, knownRuleIDs: Set<String>? = nil, triggeredRules: [any Codemod]? = nil,
        indexLook: TriggerPrescreen.IndexLook? = nil,
        blockedGroups: [String: String] = [:], reviewer: (any SiteReviewer)? = nil, colorDiff: Bool = false,
        buildRejections: BuildRejections = BuildRejections(), timeLeft: Double? = nil, typeQuestions: TypeQuestionLog? = nil,
        readPath: String? = nil, readPaths: [String: String] = [:], timings: RunTimings? = nil
    ) -> Outcome {
        let migration = {
            var migration = FileMigration(rules: rules, options: options, index: index, blockedGroups: blockedGroups)
            migration.buildRejections = buildRejections
            migration.typeQuestions = typeQuestions
            migration.timings = timings
            migration.readPath = readPath
            migration.readPaths = readPaths
            migration.reviewer = reviewer
            migration.colorDiff = colorDiff
            return migration
        }()
        // One scan for this and for FileMigration (the caller may have done it already).
        let triggeredRules = triggeredRules ?? TriggerScan.rulesTriggered(by: source.text, among: rules)
        let triggered = !triggeredRules.isEmpty
        let lint = Self.mayHoldSuppressionComment(source.text)
        // The index phase parsed these bytes cleanly, past the nesting check: the rules it found
        // no site of, by the syntax or by the index's answer, are left out, and with none left
        // the file is not parsed again.
        let siteless = indexLook?.siteless(given: index) ?? []
        let nothingToRun = triggeredRules.allSatisfy { siteless.contains($0.id) }
        guard triggered && !nothingToRun || lint else {
            return .finished(migration.migrate(source, parsed: parsed, triggered: triggeredRules, siteless: siteless))
        }
        if indexLook == nil, let problem = NestingScan.problem(in: source.text) {
            guard triggered else { return .finished(migration.migrate(source, parsed: parsed, triggered: triggeredRules, siteless: siteless)) }
            return .skipped(reason: "\(source.path): skipped: \(problem)")
        }
        let outcome = BigStackThreads.attempt(timeout: timeLeft ?? timeBudget) {
            var result = migration.migrate(source, parsed: parsed, triggered: triggeredRules, siteless: siteless)
            if lint { result.findings += SuppressionLint.findings(in: ParsedSource(source), knownRuleIDs: knownRuleIDs) }
            return result
        }
        switch outcome {
        case .finished(let result): return .finished(result)
        // The thread cannot be stopped; its result is dropped and nothing is written.
        case .timedOut: return .skipped(reason: timeoutReason(source.path))
        case .noThread: return .skipped(reason: BigStackThreads.noThreadReason(source.path))
        }
    }

    /// The skip reason of a file whose work (index and rewrite phases together) ran out of time.
    func timeoutReason(_ display: String) -> String {
        "\(display): skipped: took longer than \(Self.seconds(timeBudget ?? 0)) (--file-timeout)"
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
