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
