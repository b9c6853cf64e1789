import Foundation
import TestSupport
import Testing

/// Issue 48: `modernize rules --format json`, the deprecation table for scripts.
@Suite struct RulesFormatTests {
    @Test func jsonHasEveryRowWithStableKeys() throws {
        let here = FileManager.default.currentDirectoryPath
        let result = try ModernizeBinary.run(["rules", "--format", "json"], in: here)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((document["tool"] as? [String: Any])?["name"] as? String == "swift-modernize")
        let rules = try #require(document["rules"] as? [[String: Any]])
        let text = try ModernizeBinary.run(["rules"], in: here).stdout
        #expect(rules.count == text.split(separator: "\n").count - 1, "one object per row of the table")
        let keys: Set<String> = ["id", "legacy", "modern", "since", "tiers", "safety", "status", "appleDeprecated", "rationale", "triggers", "examples"]
        #expect(rules.allSatisfy { Set($0.keys) == keys }, "\(rules.first.map { Array($0.keys) } ?? [])")
        let gcd = try #require(rules.first { $0["id"] as? String == "gcd-to-task" })
        #expect(gcd["since"] as? String == "13" && gcd["tiers"] as? [String] == ["safe", "review", "finding"] && gcd["status"] as? String == "implemented", "\(gcd)")
        let triggers = try ModernizeBinary.run(["rules", "--triggers"], in: here).stdout.split(separator: "\n")
            .filter { $0.hasPrefix("gcd-to-task\t") }.map { String($0.dropFirst("gcd-to-task\t".count)) }
        #expect(gcd["triggers"] as? [String] == triggers, "the same triggers as --triggers")
        #expect(result.stdout == (try ModernizeBinary.run(["rules", "--format", "json"], in: here)).stdout, "the same bytes every time")

        let markdown = try ModernizeBinary.run(["rules", "--format", "markdown"], in: here)
        #expect(markdown.stdout == (try ModernizeBinary.run(["rules", "--markdown"], in: here)).stdout)
        let both = try ModernizeBinary.run(["rules", "--markdown", "--format", "json"], in: here)
        #expect(both.status == 2 && both.stderr.contains("give either --markdown or --format json"), "\(both.stderr)")
    }
}
