import ModernizeCore
import Testing

/// Declines the sites of one rule, accepts the rest, and records what it was offered.
private final class RecordingReviewer: SiteReviewer, @unchecked Sendable {
    let declinedRule: String
    private(set) var offered: [String] = []

    init(declining rule: String) { declinedRule = rule }

    func accepts(_ proposal: SiteProposal) -> Bool {
        offered.append("\(proposal.ruleID)@\(proposal.position)")
        return proposal.ruleID != declinedRule
    }
}

@Suite struct SiteReviewerTests {
    @Test func aDeclinedSiteIsNotOfferedAgainInALaterPass() {
        // rewrite-call takes `wrap(old)` in pass 1; rename's `old` inside it waits for pass 2,
        // its other `old` is declined in pass 1 and must not come back when rename runs again.
        let reviewer = RecordingReviewer(declining: "rename")
        var migration = FileMigration(rules: [RewriteCall(), RenameIdentifier(from: "old", to: "new")], options: RuleOptions())
        migration.reviewer = reviewer
        let result = migration.migrate(SourceText(path: "t.swift", text: "let a = wrap(old)\nlet b = old\n"))
        #expect(result.newText == "let a = outer(old)\nlet b = old\n")
        // Pass 2's site lies inside pass 1's edit: it is reported where that edit starts.
        #expect(reviewer.offered == ["rewrite-call@1:9", "rename@2:9", "rename@1:9"])
        #expect(result.declinedCounts == ["rename": 2])
    }

    @Test func theOfferedDiffIsTheSiteAlone() {
        final class FirstOnly: SiteReviewer, @unchecked Sendable {
            var diffs: [String] = []
            func accepts(_ proposal: SiteProposal) -> Bool {
                diffs.append(proposal.diff)
                return diffs.count == 1
            }
        }
        let reviewer = FirstOnly()
        var migration = FileMigration(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions())
        migration.reviewer = reviewer
        let result = migration.migrate(SourceText(path: "t.swift", text: "let a = old\nlet b = old\n"))
        #expect(result.newText == "let a = new\nlet b = old\n")
        #expect(reviewer.diffs.count == 2)
        #expect(reviewer.diffs[1].contains("-let b = old\n+let b = new\n"))
        #expect(!reviewer.diffs[1].contains("-let a"))
    }
}
