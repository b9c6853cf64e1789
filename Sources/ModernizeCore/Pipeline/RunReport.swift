/// What happened to one file.
public struct FileReport: Sendable, Codable {
    public enum Outcome: Sendable, Equatable, Codable {
        /// Contains no trigger of the enabled rules; never parsed.
        case notTriggered
        case unchanged
        /// Has changes (written under `apply`, in `diff` under `dry run`).
        case changed
        /// Left alone because of a problem with the input (parse error, binary, unreadable,
        /// read-only, changed on disk...). Counts as an error for the exit status.
        case skipped(reason: String)
        /// A rule failed on this file; the file was kept as it was.
        case internalError
        /// Matched an `exclude` pattern of a `.modernize.json` (says which); not read.
        case excluded(by: String)
        /// Its header says it is generated (`GeneratedFileDetector`; names the marker); not
        /// migrated unless generated files are included.
        case generated(marker: String)
    }

    public let path: String
    public var outcome: Outcome
    public var editCounts: [String: Int] = [:]
    /// Sites per rule by outcome tier (safe / review / finding).
    public var tierCounts: [String: TierCounts] = [:]
    public var findings: [Finding] = []
    public var internalErrors: [InternalError] = []
    /// Unified diff of the change (dry runs only).
    public var diff: String = ""
    /// The edits behind `editCounts`, for machine-readable reports.
    public var edits: [AppliedEdit] = []
    /// The sites behind `edits`, for `--verify` to tie compiler errors to.
    public var appliedSites: [AppliedSite] = []
    /// Edits and findings silenced by `// modernize:` comments, per rule.
    public var suppressedCounts: [String: Int] = [:]
    /// The deployment target the rules assumed (nil when the file was not processed).
    public var target: DeploymentTarget?
    /// The parser ran over the file (it had a trigger and passed the size and nesting checks).
    public var wasParsed = false
    /// Problems that did not stop the file (an owner that could not be kept), for `warning:` lines.
    public var warnings: [String] = []
    /// The `.modernize.json` problem that kept this file from being processed.
    public var configError: ConfigError?
    /// `.modernize.json`'s per-rule severities for the results this file leaves.
    public var severityOverrides: [String: Severity] = [:]
    /// Sites a baseline accepts or `--only-changed-lines` leaves out (`SiteResult.key`): not
    /// reported, and not counted for the exit status.
    public var acceptedSites: Set<String> = []

    public init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    /// Kept by a run memo (`RunMemo`), which is never made of a run with a config problem.
    private enum CodingKeys: String, CodingKey {
        case path, outcome, editCounts, tierCounts, findings, internalErrors, diff, edits, appliedSites, suppressedCounts, target,
             wasParsed, warnings, severityOverrides, acceptedSites
    }

    // Only the fields that differ from a new report's are written: most are empty, and an
    // empty collection still cost a container to write and to read.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(path: try fields.decode(String.self, forKey: .path), outcome: try fields.decode(Outcome.self, forKey: .outcome))
        editCounts = try fields.decodeIfPresent([String: Int].self, forKey: .editCounts) ?? [:]
        tierCounts = try fields.decodeIfPresent([String: TierCounts].self, forKey: .tierCounts) ?? [:]
        findings = try fields.decodeIfPresent([Finding].self, forKey: .findings) ?? []
        internalErrors = try fields.decodeIfPresent([InternalError].self, forKey: .internalErrors) ?? []
        diff = try fields.decodeIfPresent(String.self, forKey: .diff) ?? ""
        edits = try fields.decodeIfPresent([AppliedEdit].self, forKey: .edits) ?? []
        appliedSites = try fields.decodeIfPresent([AppliedSite].self, forKey: .appliedSites) ?? []
        suppressedCounts = try fields.decodeIfPresent([String: Int].self, forKey: .suppressedCounts) ?? [:]
        target = try fields.decodeIfPresent(DeploymentTarget.self, forKey: .target)
        wasParsed = try fields.decodeIfPresent(Bool.self, forKey: .wasParsed) ?? false
        warnings = try fields.decodeIfPresent([String].self, forKey: .warnings) ?? []
        severityOverrides = try fields.decodeIfPresent([String: Severity].self, forKey: .severityOverrides) ?? [:]
        acceptedSites = try fields.decodeIfPresent(Set<String>.self, forKey: .acceptedSites) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(path, forKey: .path)
        try fields.encode(outcome, forKey: .outcome)
        if !editCounts.isEmpty { try fields.encode(editCounts, forKey: .editCounts) }
        if !tierCounts.isEmpty { try fields.encode(tierCounts, forKey: .tierCounts) }
        if !findings.isEmpty { try fields.encode(findings, forKey: .findings) }
        if !internalErrors.isEmpty { try fields.encode(internalErrors, forKey: .internalErrors) }
        if !diff.isEmpty { try fields.encode(diff, forKey: .diff) }
        if !edits.isEmpty { try fields.encode(edits, forKey: .edits) }
        if !appliedSites.isEmpty { try fields.encode(appliedSites, forKey: .appliedSites) }
        if !suppressedCounts.isEmpty { try fields.encode(suppressedCounts, forKey: .suppressedCounts) }
        try fields.encodeIfPresent(target, forKey: .target)
        if wasParsed { try fields.encode(wasParsed, forKey: .wasParsed) }
        if !warnings.isEmpty { try fields.encode(warnings, forKey: .warnings) }
        if !severityOverrides.isEmpty { try fields.encode(severityOverrides, forKey: .severityOverrides) }
        if !acceptedSites.isEmpty { try fields.encode(acceptedSites, forKey: .acceptedSites) }
    }

    public var isExcluded: Bool { if case .excluded = outcome { true } else { false } }
    public var isGenerated: Bool { if case .generated = outcome { true } else { false } }
}

/// Everything a run produced, files in sorted path order whatever the job count.
public struct RunReport: Sendable {
    public var files: [FileReport]
    /// Problems with the given paths themselves (missing, unreadable directory...).
    public var pathErrors: [String]
    public var pathNotes: [String]
    /// A baseline or a changed-lines filter was applied: a changed file whose sites are all
    /// accepted is no longer "changes pending".
    public var sitesFiltered = false

    public var changedFiles: [FileReport] { files.filter { $0.outcome == .changed } }
    public var skippedFiles: [FileReport] { files.filter { if case .skipped = $0.outcome { true } else { false } } }
    public var findings: [Finding] { files.flatMap(\.findings) }
    public var internalErrors: [InternalError] { files.flatMap(\.internalErrors) }

    /// Files neither excluded by a config nor skipped as generated: the ones the rules saw.
    public var scannedFiles: [FileReport] { files.filter { !$0.isExcluded && !$0.isGenerated } }
    public var generatedFiles: [FileReport] { files.filter(\.isGenerated) }
    public var excludedFiles: [FileReport] { files.filter(\.isExcluded) }
    /// Distinct `.modernize.json` problems, sorted.
    public var configErrors: [ConfigError] {
        Set(files.compactMap(\.configError)).sorted { $0.description < $1.description }
    }

    /// The deployment targets used, with how many files assumed each, most files first.
    public var deploymentTargets: [(target: DeploymentTarget, files: Int)] {
        var counts: [DeploymentTarget: Int] = [:]
        for file in files { if let target = file.target { counts[target, default: 0] += 1 } }
        return counts.map { ($0.key, $0.value) }.sorted {
            ($1.files, $0.target.version, $0.target.source) < ($0.files, $1.target.version, $1.target.source)
        }
    }

    /// Documented exit codes: 0 nothing to do, 1 changes pending (dry run), 2 usage or I/O
    /// problems (a file that could not be read or written), 3 a rule failed internally. A file
    /// that does not parse is a result (`ParseErrorResult`), which `--fail-on` counts.
    public func exitCode(dryRun: Bool) -> Int32 {
        if !internalErrors.isEmpty { return ExitStatus.internalError }
        if !pathErrors.isEmpty || skippedFiles.contains(where: { !$0.isParseError }) { return ExitStatus.error }
        if dryRun && changedFiles.contains(where: hasPendingChanges) { return ExitStatus.changesPending }
        return ExitStatus.success
    }
}

extension RunReport {
    /// A changed file (dry run) still counts as pending unless a baseline or changed-lines
    /// filter accepted every site that changes it. A file changed by no site of its own (a
    /// companion another file's site writes) goes with that site.
    func hasPendingChanges(_ file: FileReport) -> Bool {
        guard sitesFiltered else { return true }
        if file.appliedSites.isEmpty { return false }
        return file.appliedSites.contains { !file.acceptedSites.contains(SiteResult.key(rule: $0.ruleID, position: $0.position)) }
    }
}

public enum ExitStatus {
    public static let success: Int32 = 0
    public static let changesPending: Int32 = 1
    public static let error: Int32 = 2
    public static let internalError: Int32 = 3
}

extension FileReport.Outcome {
    // A letter, then the reason, pattern or marker when there is one.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let letter = try fields.decode(String.self)
        switch letter {
        case "n": self = .notTriggered
        case "u": self = .unchanged
        case "c": self = .changed
        case "i": self = .internalError
        case "s": self = .skipped(reason: try fields.decode(String.self))
        case "x": self = .excluded(by: try fields.decode(String.self))
        case "g": self = .generated(marker: try fields.decode(String.self))
        default: throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown outcome \(letter)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        switch self {
        case .notTriggered: try fields.encode("n")
        case .unchanged: try fields.encode("u")
        case .changed: try fields.encode("c")
        case .internalError: try fields.encode("i")
        case .skipped(let reason): try fields.encode("s"); try fields.encode(reason)
        case .excluded(let pattern): try fields.encode("x"); try fields.encode(pattern)
        case .generated(let marker): try fields.encode("g"); try fields.encode(marker)
        }
    }
}
