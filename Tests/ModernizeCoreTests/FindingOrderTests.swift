import Foundation
import ModernizeCore
import SwiftSyntax
import TestSupport
import Testing

/// Reports each identifier token as a finding, in a different order every run (as a rule
/// iterating a Set would).
private struct ShuffledFindings: Codemod {
    let description = testRow("shuffled")
    let triggers = ["site"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var sites: [Site] = []
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.text.hasPrefix("site") {
            sites.append(context.finding(at: token, "found \(token.text)"))
        }
        return RuleOutput(sites: sites.shuffled())
    }
}

/// Issue 18, item 11: findings come out sorted by path, line, column, rule whatever the rules'
/// own order.
@Suite struct FindingOrderTests {
    @Test func findingsAreSortedByPathLineColumnAndRule() throws {
        let directory = try TemporaryDirectory()
        try directory.write("B.swift", "let site1 = 1; let site2 = 2\nlet site3 = site1\n")
        try directory.write("A.swift", "let site9 = 1\n")
        let run = MigrationRun(rules: [ShuffledFindings(), RenameIdentifier(from: "site1", to: "x")], options: RuleOptions(), mode: .dryRun, jobs: 1)
        for _ in 0..<5 {
            let findings = run.run(paths: [directory.path]).findings
            let keys = findings.map { "\(($0.path as NSString).lastPathComponent):\($0.position):\($0.ruleID)" }
            #expect(keys == [
                "A.swift:1:5:shuffled",
                "B.swift:1:5:rename", "B.swift:1:5:shuffled", "B.swift:1:20:shuffled",
                "B.swift:2:5:shuffled", "B.swift:2:13:rename", "B.swift:2:13:shuffled",
            ])
        }
    }
}
