/// The `--format json` document: the tool, the options, and per file its edits and findings.
/// Everything is sorted (files by path, edits by pass then position, findings by position,
/// object keys alphabetically), so two runs over the same input give the same bytes.
public struct JSONReport: Codable, Sendable, Equatable {
    public struct Tool: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
    }

    public struct Options: Codable, Sendable, Equatable {
        public var command: String
        public var rules: [String]
        public var minimumIOS: String?
        /// `none`, `all` or the rule ids whose review rewrites were applied.
        public var includeReview: String
    }

    public struct Position: Codable, Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    public struct Range: Codable, Sendable, Equatable {
        public var start: Position
        public var end: Position
    }

    public struct Edit: Codable, Sendable, Equatable {
        public var rule: String
        public var pass: Int
        public var range: Range
        public var replacement: String
        /// `safe`, or `review` when `--include-review` applied a review rewrite.
        public var tier: String
    }

    public struct FindingEntry: Codable, Sendable, Equatable {
        public var rule: String
        public var severity: String
        public var line: Int
        public var column: Int
        public var message: String
        public var suggestion: String?
        /// `finding`, `review` (a review rewrite: applied, or pending `--include-review`) or `safe`.
        public var tier: String
        /// The site's rewrite was applied (review notes after `apply`, or pending in `diff`).
        public var applied: Bool
    }

    /// One per site (`SiteResult`): a rewrite of several edits is one result.
    public struct Result: Codable, Sendable, Equatable {
        public var rule: String
        /// `pending` (diff), `applied` (apply), `review` (review rewrite not applied) or `finding`.
        public var kind: String
        /// `safe`, `review` or `finding`.
        public var tier: String
        /// `error`, `warning` or `note`.
        public var severity: String
        public var range: Range
        public var message: String
        /// The code the site would become (for findings, the rule's suggestion when it has one).
        public var wouldBeCode: String?
        /// Rewrites: the site's edits.
        public var edits: [Edit]
        /// `hash:occurrence`, stable across line moves (SARIF's `partialFingerprints`).
        public var fingerprint: String
    }

    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var status: String
        public var results: [Result]
        public var edits: [Edit]
        public var findings: [FindingEntry]
        public var suppressed: [String: Int]
        public var errors: [String]
    }

    public struct RuleCounts: Codable, Sendable, Equatable {
        public var edits: Int
        public var findings: Int
        public var suppressed: Int
        /// Sites by outcome: safe rewrites applied, review rewrites (and how many applied),
        /// findings (including rewrites held back by the deployment target).
        public var safe: Int
        public var review: Int
        public var reviewApplied: Int
        public var finding: Int

        public init(edits: Int = 0, findings: Int = 0, suppressed: Int = 0, safe: Int = 0, review: Int = 0, reviewApplied: Int = 0, finding: Int = 0) {
            (self.edits, self.findings, self.suppressed) = (edits, findings, suppressed)
            (self.safe, self.review, self.reviewApplied, self.finding) = (safe, review, reviewApplied, finding)
        }

        public static func + (lhs: RuleCounts, rhs: RuleCounts) -> RuleCounts {
            RuleCounts(
                edits: lhs.edits + rhs.edits, findings: lhs.findings + rhs.findings, suppressed: lhs.suppressed + rhs.suppressed,
                safe: lhs.safe + rhs.safe, review: lhs.review + rhs.review, reviewApplied: lhs.reviewApplied + rhs.reviewApplied,
                finding: lhs.finding + rhs.finding)
        }
    }

    public struct TargetUse: Codable, Sendable, Equatable {
        public var version: String
        public var source: String
        public var files: Int
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var filesScanned: Int
        public var filesChanged: Int
        public var filesSkipped: Int
        public var filesExcluded: Int
        /// Skipped because their header says they are generated.
        public var filesGenerated: Int
        public var internalErrors: Int
        public var rules: [String: RuleCounts]
        public var deploymentTargets: [TargetUse]
    }

    /// `apply --verify`: what the compiler loop did.
    public struct Verify: Codable, Sendable, Equatable {
        public var command: String
        public var builds: Int
        public var seconds: Double
        public var sitesKept: Int
        /// Sites reverted (a change across files counts each of its sites).
        public var sitesReverted: Int
        public var log: String

        public init(_ summary: VerifySummary, command: String) {
            self.command = command
            builds = summary.builds.count
            seconds = (summary.totalSeconds * 1000).rounded() / 1000
            sitesKept = summary.keptSites
            sitesReverted = summary.revertedSites
            log = summary.logPath
        }
    }

    public var tool: Tool
    public var options: Options
    /// Present after `apply --verify`.
    public var verify: Verify?
    public var files: [File]
    public var summary: Summary
    /// Problems with the given paths and configuration files.
    public var errors: [String]

    public init(_ report: RunReport, metadata: ReportMetadata) {
        tool = Tool(name: metadata.toolName, version: metadata.toolVersion)
        options = Options(
            command: metadata.command, rules: metadata.rules.map(\.id), minimumIOS: metadata.minimumIOS?.description,
            includeReview: metadata.includeReview.summary)
        let rows = Dictionary(metadata.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        files = report.files.sorted { $0.path < $1.path }.compactMap { Self.file($0, dryRun: metadata.dryRun, rows: rows) }
        let ruleIDs = Set(metadata.rules.map(\.id)).union(report.files.flatMap { Array($0.editCounts.keys) + Array($0.suppressedCounts.keys) })
        summary = Summary(
            filesScanned: report.scannedFiles.count,
            filesChanged: report.changedFiles.count,
            filesSkipped: report.skippedFiles.count,
            filesExcluded: report.excludedFiles.count,
            filesGenerated: report.generatedFiles.count,
            internalErrors: report.internalErrors.count,
            rules: Dictionary(uniqueKeysWithValues: ruleIDs.map { [counts = report.countsByRule] in
                ($0, counts[$0] ?? RuleCounts())
            }),
            deploymentTargets: report.deploymentTargets.map {
                TargetUse(version: $0.target.version.description, source: $0.target.source, files: $0.files)
            })
        errors = report.pathErrors + report.configErrors.map(\.description)
    }

    /// Files worth listing: anything but "untouched, nothing to say".
    static func file(_ report: FileReport, dryRun: Bool, rows: [String: RuleDescription]) -> File? {
        var errors = report.internalErrors.map(\.formatted)
        switch report.outcome {
        case .skipped(let reason): errors.append(reason)
        case .excluded(let pattern): errors.append("excluded by \(pattern)")
        case .generated(let marker): errors.append("generated file (header: \"\(marker)\"); --include-generated to migrate it")
        case .notTriggered, .unchanged:
            if report.findings.isEmpty && report.suppressedCounts.isEmpty { return nil }
        case .changed, .internalError: break
        }
        let edits = report.edits
            .sorted { ($0.pass, $0.start, $0.ruleID) < ($1.pass, $1.start, $1.ruleID) }
            .map(Edit.init)
        let findings = report.findings
            .sorted { ($0.position, $0.ruleID, $0.message) < ($1.position, $1.ruleID, $1.message) }
            .map {
                FindingEntry(
                    rule: $0.ruleID, severity: $0.severity.rawValue, line: $0.position.line, column: $0.position.column,
                    message: $0.message, suggestion: $0.suggestion, tier: $0.tier.rawValue, applied: $0.applied)
            }
        let results = report.siteResults(dryRun: dryRun).map { site in
            Result(
                rule: site.ruleID, kind: site.kind.rawValue, tier: site.tier.rawValue, severity: site.severity.rawValue,
                range: Range(start: Position(site.start), end: Position(site.end ?? site.start)), message: site.message(rows[site.ruleID]),
                wouldBeCode: site.wouldBeCode, edits: site.edits.map(Edit.init), fingerprint: site.partialFingerprint)
        }
        return File(
            path: report.path, status: report.outcome.statusName, results: results, edits: edits, findings: findings,
            suppressed: report.suppressedCounts, errors: errors)
    }

    public func rendered() -> String { ReportEncoding.encode(self) }
}

extension JSONReport.Edit {
    init(_ edit: AppliedEdit) {
        self.init(
            rule: edit.ruleID, pass: edit.pass, range: .init(start: .init(edit.start), end: .init(edit.end)),
            replacement: edit.replacement, tier: edit.tier.rawValue)
    }
}

extension JSONReport.Position {
    init(_ position: SourcePosition) { self.init(line: position.line, column: position.column) }
}
