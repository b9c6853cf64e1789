extension RunReport {
    /// Every rule's counts over the run (edits, findings, suppressed sites, tiers), from one
    /// pass over the files: asking rule by rule walked every file, and flattened every finding,
    /// once per rule. Rules with nothing to count are absent (`JSONReport.RuleCounts()`).
    public var countsByRule: [String: JSONReport.RuleCounts] {
        var counts: [String: JSONReport.RuleCounts] = [:]
        for file in files {
            for (rule, edits) in file.editCounts { counts[rule, default: .init()].edits += edits }
            for (rule, suppressed) in file.suppressedCounts { counts[rule, default: .init()].suppressed += suppressed }
            for finding in file.findings { counts[finding.ruleID, default: .init()].findings += 1 }
            for (rule, tiers) in file.tierCounts {
                counts[rule, default: .init()] = counts[rule, default: .init()] + JSONReport.RuleCounts(
                    safe: tiers.safe, review: tiers.review, reviewApplied: tiers.reviewApplied, finding: tiers.finding)
            }
        }
        return counts
    }
}

extension JSONReport.RuleCounts {
    /// The sites by outcome tier.
    public var tiers: TierCounts { TierCounts(safe: safe, review: review, reviewApplied: reviewApplied, finding: finding) }
}
