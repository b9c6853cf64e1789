import Foundation
import TestSupport
import Testing

/// `rules --triggers` feeds the benchmark's ripgrep floor: it must list each implemented rule's
/// triggers, and a file containing none of them must indeed be left unparsed.
@Suite struct RulesTriggersTests {
    @Test func triggersAreListedPerRuleAndFilesWithoutThemAreNotParsed() throws {
        let directory = try TemporaryDirectory()
        let result = try ModernizeBinary.run(["rules", "--triggers"], in: directory.path)
        #expect(result.status == 0)
        let pairs = result.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(pairs.allSatisfy { $0.count == 2 && !$0[1].isEmpty }, "\(result.stdout)")
        #expect(pairs.contains { $0[0] == "reconfigure-items" && $0[1] == "reloadItems" })

        try directory.write("Quiet.swift", "let quiet = 1 // no trigger at all\n")
        let diff = try ModernizeBinary.run(["diff", "Quiet.swift"], in: directory.path)
        #expect(diff.stderr.contains("1 files scanned (0 parsed)"), "\(diff.stderr)")
    }
}
