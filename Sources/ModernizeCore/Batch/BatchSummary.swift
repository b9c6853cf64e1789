import Foundation

/// One repository's outcome, as recorded in `DIR/results/<name>.json` and `DIR/summary.json`.
public struct RepositoryResult: Codable, Sendable, Equatable {
    public struct FileCounts: Codable, Sendable, Equatable {
        public var scanned = 0
        public var changed = 0
        public var skipped = 0
        public var excluded = 0
        /// Skipped because their header says they are generated.
        public var generated = 0

        static func + (lhs: FileCounts, rhs: FileCounts) -> FileCounts {
            FileCounts(
                scanned: lhs.scanned + rhs.scanned, changed: lhs.changed + rhs.changed,
                skipped: lhs.skipped + rhs.skipped, excluded: lhs.excluded + rhs.excluded,
                generated: lhs.generated + rhs.generated)
        }
    }

    public enum Status: String, Codable, Sendable {
        case ok
        case failed
    }

    public var name: String
    public var path: String
    /// `HEAD` when the batch read it, or "not a git repository" / "no commit yet"; nil in
    /// summaries written before it was recorded (and for a repository that could not be read).
    public var commit: String?
    public var status: Status
    /// Why the repository failed (missing, not a directory, bad `.modernize.json`...).
    public var error: String?
    /// How its files were found: "git ls-files" or "directory walk".
    public var fileListing: String?
    /// Things worth knowing that did not fail it (a git listing that fell back to a walk).
    public var notes: [String]?
    public var files = FileCounts()
    public var rules: [String: JSONReport.RuleCounts] = [:]
    public var deploymentTargets: [JSONReport.TargetUse] = []
    /// Problems with single files (parse errors, unreadable, internal rule errors).
    public var errors: [String] = []
    /// Output files in DIR, when written.
    public var patch: String?
    public var report: String?
    public var durationSeconds: Double = 0
    /// `--verify`: what the compiler loop did (its log is DIR/<name>.verify.log).
    public var verify: JSONReport.Verify?
}

/// `DIR/summary.json`.
public struct BatchSummary: Codable, Sendable, Equatable {
    public struct Options: Codable, Sendable, Equatable {
        /// "dry-run" (patches) or "apply" (in place).
        public var mode: String
        public var rules: [String]
        public var minimumIOS: String?
        public var format: String
        /// Whose review rewrites were applied (`none`, `all`, or rule ids).
        public var includeReview: String?
        /// `--include-generated`: generated files migrated too.
        public var includeGenerated: Bool
        /// `--verify`: the build that decided what was kept (`--resume` reuses only results
        /// verified by the same command with the same bounds); nil: no build ran.
        public var verify: Verify?

        public struct Verify: Codable, Sendable, Equatable {
            public var command: String
            public var maxBuilds: Int
            public var timeoutSeconds: Double?
        }
    }

    /// When the batch ran, in UTC (ISO 8601). A merged batch spans its shards' runs.
    public struct RunTime: Codable, Sendable, Equatable {
        public var startedAt: String
        public var finishedAt: String

        public init(startedAt: Date, finishedAt: Date) {
            self.init(startedAt: Self.format(startedAt), finishedAt: Self.format(finishedAt))
        }

        public init(startedAt: String, finishedAt: String) {
            (self.startedAt, self.finishedAt) = (startedAt, finishedAt)
        }

        static func format(_ date: Date) -> String {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: date)
        }

        /// The span of several runs (ISO 8601 in UTC sorts as text); nil when one is unknown.
        static func spanning(_ runs: [RunTime?]) -> RunTime? {
            let known = runs.compactMap { $0 }
            guard !known.isEmpty, known.count == runs.count else { return nil }
            return RunTime(startedAt: known.map(\.startedAt).min()!, finishedAt: known.map(\.finishedAt).max()!)
        }
    }

    public struct Totals: Codable, Sendable, Equatable {
        public var repositories: Int
        public var succeeded: Int
        public var failed: Int
        public var files: RepositoryResult.FileCounts
        public var rules: [String: JSONReport.RuleCounts]
        public var durationSeconds: Double
    }

    public var tool: JSONReport.Tool
    /// Absent in summaries written before it was recorded.
    public var run: RunTime?
    public var options: Options
    public var repositories: [RepositoryResult]
    public var totals: Totals
    /// Set when this batch ran one shard of a list (`--shard K/N`).
    public var shard: ShardInfo?
    /// Summary files that could not be written (not part of the JSON).
    public var outputErrors: [String] = []

    enum CodingKeys: String, CodingKey { case tool, run, options, shard, repositories, totals }

    public init(tool: JSONReport.Tool, options: Options, repositories: [RepositoryResult]) {
        self.tool = tool
        self.options = options
        self.repositories = repositories
        var rules: [String: JSONReport.RuleCounts] = [:]
        for id in options.rules { rules[id] = JSONReport.RuleCounts() }
        for repository in repositories {
            for (id, counts) in repository.rules { rules[id] = (rules[id] ?? JSONReport.RuleCounts()) + counts }
        }
        let succeeded = repositories.filter { $0.status == .ok }.count
        totals = Totals(
            repositories: repositories.count, succeeded: succeeded, failed: repositories.count - succeeded,
            files: repositories.reduce(RepositoryResult.FileCounts()) { $0 + $1.files }, rules: rules,
            durationSeconds: (repositories.reduce(0) { $0 + $1.durationSeconds } * 1000).rounded() / 1000)
    }

    public var allSucceeded: Bool { totals.failed == 0 && outputErrors.isEmpty }

    public func rendered() -> String { ReportEncoding.encode(self) }
}
