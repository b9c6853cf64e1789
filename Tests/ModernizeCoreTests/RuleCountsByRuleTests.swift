@testable import ModernizeCore
import Testing

/// The summaries' per-rule counts, made in one pass over the files.
@Suite struct RuleCountsByRuleTests {
    @Test func eachRuleSumsItsFilesEditsFindingsSuppressedSitesAndTiers() {
        func finding(_ rule: String) -> Finding {
            Finding(ruleID: rule, path: "A.swift", position: SourcePosition(line: 1, column: 1), severity: .warning, message: "m")
        }
        var first = FileReport(path: "A.swift", outcome: .changed)
        first.editCounts = ["gcd-to-task": 2]
        first.findings = [finding("gcd-to-task"), finding("weak-delegate")]
        first.tierCounts = ["gcd-to-task": TierCounts(safe: 2, review: 1, reviewApplied: 0, finding: 1), "weak-delegate": TierCounts(finding: 1)]
        var second = FileReport(path: "B.swift", outcome: .unchanged)
        second.editCounts = ["gcd-to-task": 1]
        second.suppressedCounts = ["gcd-to-task": 3, "key-window": 1]
        second.findings = [finding("weak-delegate")]
        second.tierCounts = ["gcd-to-task": TierCounts(safe: 1, review: 2, reviewApplied: 1), "weak-delegate": TierCounts(finding: 1)]
        let counts = RunReport(files: [first, second], pathErrors: [], pathNotes: []).countsByRule
        #expect(counts["gcd-to-task"] == JSONReport.RuleCounts(edits: 3, findings: 1, suppressed: 3, safe: 3, review: 3, reviewApplied: 1, finding: 1))
        #expect(counts["weak-delegate"] == JSONReport.RuleCounts(findings: 2, finding: 2))
        #expect(counts["key-window"] == JSONReport.RuleCounts(suppressed: 1))
        #expect(counts["gcd-to-task"]?.tiers == TierCounts(safe: 3, review: 3, reviewApplied: 1, finding: 1))
        #expect(counts.count == 3)
    }
}
