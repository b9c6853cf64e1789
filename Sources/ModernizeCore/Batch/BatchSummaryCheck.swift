/// What a summary read back from disk must hold before its numbers are added up: by
/// `report`, `report --compare` and `batch-merge` (a batch directory's summary.json), and by
/// `batch --resume` (a repository's result record). Counts run from 0 to `maximumCount`, so
/// no sum of them can overflow (2^63-1 crashed the first addition); seconds likewise; each
/// repository is listed once; a shard is one of a split the merge can count.
public enum BatchSummaryCheck {
    /// More sites or files than any repository has; the sum of this over as many
    /// repositories as a summary file could list stays far below `Int.max`.
    public static let maximumCount = 1_000_000_000
    /// About 30 years.
    public static let maximumSeconds = 1e9
    /// The most shards a batch may be split into (`batch --shard K/N`).
    public static let maximumShards = BatchShard.maximumCount

    /// The first problem, "repositories[2] 'App': rules.gcd-to-task.safe is -1 (counts run from
    /// 0 to 1000000000)"; nil when there is none.
    public static func problem(in summary: BatchSummary) -> String? {
        var seen: [String: Int] = [:]
        for (position, repository) in summary.repositories.enumerated() {
            if let earlier = seen.updateValue(position, forKey: repository.name) {
                return "repository '\(repository.name)' is listed twice (repositories[\(earlier)] and [\(position)])"
            }
            if let problem = problem(in: repository) { return "repositories[\(position)] '\(repository.name)': \(problem)" }
        }
        if let verify = summary.options.verify {
            if let problem = count(verify.maxBuilds, "options.verify.maxBuilds") ?? seconds(verify.timeoutSeconds, "options.verify.timeoutSeconds") {
                return problem
            }
        }
        if let shard = summary.shard {
            guard (1...maximumShards).contains(shard.count), (1...shard.count).contains(shard.index) else {
                return "shard \(shard.index)/\(shard.count) is not one of 1/N to N/N with N from 1 to \(maximumShards)"
            }
            if let name = duplicate(shard.listed) { return "shard.listed names repository '\(name)' twice" }
        }
        let totals = summary.totals
        return count(totals.repositories, "totals.repositories") ?? count(totals.succeeded, "totals.succeeded") ?? count(totals.failed, "totals.failed")
            ?? problem(in: totals.files, "totals.files") ?? problem(in: totals.rules, "totals.rules")
            ?? seconds(totals.durationSeconds, "totals.durationSeconds")
    }

    /// The first problem of one repository's result ("rules.gcd-to-task.safe is -1 ..."), or nil.
    public static func problem(in result: RepositoryResult) -> String? {
        if let problem = problem(in: result.files, "files") ?? problem(in: result.rules, "rules") ?? seconds(result.durationSeconds, "durationSeconds") {
            return problem
        }
        for (position, use) in result.deploymentTargets.enumerated() {
            if let problem = count(use.files, "deploymentTargets[\(position)].files") { return problem }
        }
        if let verify = result.verify {
            return count(verify.builds, "verify.builds") ?? count(verify.sitesKept, "verify.sitesKept")
                ?? count(verify.sitesReverted, "verify.sitesReverted") ?? seconds(verify.seconds, "verify.seconds")
        }
        return nil
    }

    private static func problem(in files: RepositoryResult.FileCounts, _ name: String) -> String? {
        count(files.scanned, name + ".scanned") ?? count(files.changed, name + ".changed") ?? count(files.skipped, name + ".skipped")
            ?? count(files.excluded, name + ".excluded") ?? count(files.generated, name + ".generated")
    }

    private static func problem(in rules: [String: JSONReport.RuleCounts], _ name: String) -> String? {
        for (rule, counts) in rules.sorted(by: { $0.key < $1.key }) {
            let prefix = "\(name).\(rule)."
            let fields = [("edits", counts.edits), ("findings", counts.findings), ("suppressed", counts.suppressed), ("safe", counts.safe),
                          ("review", counts.review), ("reviewApplied", counts.reviewApplied), ("finding", counts.finding)]
            for (field, value) in fields {
                if let problem = count(value, prefix + field) { return problem }
            }
            if counts.reviewApplied > counts.review {
                return "\(prefix)reviewApplied (\(counts.reviewApplied)) is more than \(prefix)review (\(counts.review))"
            }
        }
        return nil
    }

    private static func count(_ value: Int, _ name: String) -> String? {
        (0...maximumCount).contains(value) ? nil : "\(name) is \(value) (counts run from 0 to \(maximumCount))"
    }

    private static func seconds(_ value: Double?, _ name: String) -> String? {
        guard let value, !(0...maximumSeconds).contains(value) else { return nil }
        return "\(name) is \(value) (seconds run from 0 to \(Int(maximumSeconds)))"
    }

    private static func duplicate(_ names: [String]) -> String? {
        var seen: Set<String> = []
        return names.first { !seen.insert($0).inserted }
    }
}
