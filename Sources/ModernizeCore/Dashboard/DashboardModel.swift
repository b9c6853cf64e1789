/// What `modernize report` shows, read from batch output directories: per run and repository,
/// the sites each rule has left. The HTML page, the JSON document and `--compare` are all
/// renderings of these values.
public enum Dashboard {}

extension Dashboard {
    /// Sites still to migrate, by tier. A dry-run batch's counts are all still in the code; after
    /// `batch --apply` the safe rewrites (and the review rewrites it applied) are done.
    public struct SitesLeft: Codable, Sendable, Equatable {
        public var safe = 0
        public var review = 0
        public var finding = 0
        /// Silenced by `// modernize:` comments: not left, shown for context.
        public var suppressed = 0

        public init(safe: Int = 0, review: Int = 0, finding: Int = 0, suppressed: Int = 0) {
            (self.safe, self.review, self.finding, self.suppressed) = (safe, review, finding, suppressed)
        }

        public init(_ counts: JSONReport.RuleCounts, applied: Bool) {
            self.init(
                safe: applied ? 0 : counts.safe, review: applied ? counts.review - counts.reviewApplied : counts.review,
                finding: counts.finding, suppressed: counts.suppressed)
        }

        public var total: Int { safe + review + finding }

        public static func + (lhs: SitesLeft, rhs: SitesLeft) -> SitesLeft {
            SitesLeft(
                safe: lhs.safe + rhs.safe, review: lhs.review + rhs.review, finding: lhs.finding + rhs.finding,
                suppressed: lhs.suppressed + rhs.suppressed)
        }
    }

    /// A finding as the repository's batch report lists it.
    public struct Finding: Codable, Sendable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var rule: String
        public var message: String
        public var suggestion: String?
        /// `finding`, `review` or `safe` when the report says (JSON); nil otherwise.
        public var tier: String?
    }

    public struct Repository: Codable, Sendable, Equatable {
        public var name: String
        /// The root as given to the batch.
        public var path: String
        /// `HEAD` at the run, "not a git repository", or "unknown" (a summary from before commits were recorded).
        public var commit: String
        /// `ok` or `failed`.
        public var status: String
        public var error: String?
        public var filesScanned: Int
        public var filesChanged: Int
        public var rules: [String: SitesLeft]
        /// The findings read from the repository's report, at most the cap given.
        public var findings: [Finding]
        /// Findings in the report beyond those listed.
        public var findingsNotListed: Int
        /// Why no findings are listed although the counts have some (no report, unreadable...).
        public var findingsNote: String?
        /// The report and patch file names in the run's directory, when the batch wrote them.
        public var reportFile: String?
        public var patchFile: String?
        /// Every site the run counted (safe, review and finding, applied or not) and those a
        /// rewrite covers (safe and review): the two sides of `percentDone`.
        public var sitesCounted = 0
        public var sitesRewritable = 0

        public var left: SitesLeft { rules.values.reduce(SitesLeft(), +) }

        /// How the page names it: `OWNER/NAME` for a directory named `OWNER__NAME`.
        public var displayName: String { Dashboard.displayName(name) }

        /// The share of the run's sites that a rewrite has changed (`batch --apply`) or can
        /// change (`modernize apply`, with `--include-review` for review rewrites), in
        /// percent; the rest are findings that need a person. 100 when the run found no site;
        /// nil when the repository failed. `DashboardPage.percentDoneDefinition` says so on the page.
        public var percentDone: Double? {
            guard status == "ok" else { return nil }
            return sitesCounted == 0 ? 100 : Double(sitesRewritable) * 100 / Double(sitesCounted)
        }
    }

    public struct Run: Codable, Sendable, Equatable {
        /// The directory as given on the command line.
        public var directory: String
        /// `run.startedAt` of the summary, or "unknown".
        public var startedAt: String
        public var toolVersion: String
        /// "dry-run" or "apply".
        public var mode: String
        public var rules: [String]
        /// `--min-ios`, `--include-review`, `--include-generated` and `--format` as the batch had them.
        public var options: String
        public var repositories: [Repository]

        public var left: SitesLeft { repositories.reduce(SitesLeft()) { $0 + $1.left } }

        public func repository(_ name: String) -> Repository? { repositories.first { $0.name == name } }
    }
}
