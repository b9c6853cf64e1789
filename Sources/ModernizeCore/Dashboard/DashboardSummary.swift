/// The aggregation every rendering shares: the runs' totals over time, the headline numbers,
/// and the latest run in full.
extension Dashboard {
    public struct RunPoint: Codable, Sendable, Equatable {
        public var directory: String
        public var startedAt: String
        public var toolVersion: String
        public var mode: String
        public var left: SitesLeft
        public var repositories: [String: SitesLeft]
    }

    public struct Headline: Codable, Sendable, Equatable {
        public var repositories: Int
        public var failed: Int
        public var left: SitesLeft
        /// Sites left in the first run and in the latest, over the repositories in both.
        public var firstLeft: Int
        public var latestLeftOfThose: Int
        /// `1 - latest / first` over those repositories, in percent (negative when sites were
        /// added); nil with one run or nothing left in the first.
        public var migratedPercent: Double?
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var generator = Summary.generatorName
        public var headline: Headline
        /// Oldest first, as given.
        public var runs: [RunPoint]
        /// The heat map's columns: rules with sites in any run, most sites left first.
        public var rules: [String]
        /// Enabled rules with no site in any run (not shown as columns).
        public var quietRules: [String]
        public var latest: Run

        public static let generatorName = "swift-modernize report"

        public init(runs: [Run]) {
            precondition(!runs.isEmpty, "a summary needs a run")
            let latest = runs.last!
            self.latest = latest
            self.runs = runs.map { run in
                RunPoint(
                    directory: run.directory, startedAt: run.startedAt, toolVersion: run.toolVersion, mode: run.mode, left: run.left,
                    repositories: Dictionary(run.repositories.map { ($0.name, $0.left) }, uniquingKeysWith: +))
            }
            let first = runs[0]
            let common = latest.repositories.map(\.name).filter { first.repository($0) != nil }
            let firstLeft = common.reduce(0) { $0 + first.repository($1)!.left.total }
            let latestLeft = common.reduce(0) { $0 + latest.repository($1)!.left.total }
            headline = Headline(
                repositories: latest.repositories.count, failed: latest.repositories.filter { $0.status != "ok" }.count,
                left: latest.left, firstLeft: firstLeft, latestLeftOfThose: latestLeft,
                migratedPercent: runs.count > 1 && firstLeft > 0 ? Double(firstLeft - latestLeft) * 100 / Double(firstLeft) : nil)
            // Whether a rule had sites in any run, not how many in all: a sum over runs is one
            // more place for counts to overflow, and nothing shows it.
            var totals: [String: (latest: Int, ever: Bool)] = [:]
            for (index, run) in runs.enumerated() {
                let isLatest = index == runs.count - 1
                for repository in run.repositories {
                    for (rule, left) in repository.rules {
                        let entry = totals[rule] ?? (0, false)
                        totals[rule] = (entry.latest + (isLatest ? left.total : 0), entry.ever || left.total + left.suppressed > 0)
                    }
                }
            }
            rules = totals.filter(\.value.ever).sorted { ($1.value.latest, $0.key) < ($0.value.latest, $1.key) }.map(\.key)
            let shown = Set(rules)
            quietRules = Set(runs.flatMap(\.rules)).subtracting(shown).sorted()
        }

        public func rendered() -> String { ReportEncoding.encode(self) }
    }
}
