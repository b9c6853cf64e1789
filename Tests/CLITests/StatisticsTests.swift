import Foundation
import TestSupport
import Testing

/// Issue 48, item 2: `--statistics` (as ruff's) counts the sites per rule, kind and short
/// message, most frequent first, on stdout instead of the diff.
@Suite struct StatisticsTests {
    /// Three review rewrites of one rule (one in Inbox, two copies of the shared fixture), one
    /// safe rewrite (Inbox's cell) and one note (Queue's custom queue).
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Inbox.swift", SafetyTierTests.mixed)
        try directory.write("L1.swift", Fixtures.legacy)
        try directory.write("L2.swift", Fixtures.legacy)
        try directory.write("Queue.swift", CIReportFormatTests.queue)
        return directory
    }

    static let expected = [
        ["3", "reconfigure-items", "review rewrite", "not applied (--include-review applies it)"],
        ["1", "cell-content-configuration", "safe rewrite", "can be rewritten"],
        ["1", "gcd-to-task", "finding", "async on a custom DispatchQueue not rewritten"],
    ]

    @Test func aTableOnStdoutMostFrequentFirst() throws {
        let directory = try Self.project()
        let result = try ModernizeBinary.run(["diff", "--statistics", "--min-ios", "17", "."], in: directory.path, review: false)
        #expect(result.status == 1, "the exit status is diff's: a rewrite is pending: \(result.stderr)")
        #expect(!result.stdout.contains("+++ b/"), "the table replaces the diff")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let rows = lines.map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(rows.first == ["count", "rule", "kind", "message"], "\(result.stdout)")
        #expect(Array(rows.dropFirst()) == Self.expected, "\(result.stdout)")
        // Columns line up: every rule starts where the header's `rule` does.
        let ruleColumn = try #require(lines.first?.range(of: "rule")?.lowerBound.utf16Offset(in: lines[0]))
        for line in lines.dropFirst() { #expect(line.dropFirst(ruleColumn).first?.isLetter == true && line.dropFirst(ruleColumn - 1).first == " ", "\(line)") }

        // The counts add up to the sites the JSON report lists.
        let json = try ModernizeBinary.run(["diff", "--format", "json", "--min-ios", "17", "."], in: directory.path, review: false)
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = (document["files"] as? [[String: Any]] ?? []).flatMap { $0["results"] as? [[String: Any]] ?? [] }
        #expect(results.count == Self.expected.reduce(0) { $0 + Int($1[0])! })

        // The findings it counts are not printed one by one; the summary stays on stderr.
        #expect(!result.stderr.contains("note: [gcd-to-task]") && !result.stderr.contains("warning: [reconfigure-items]"), "\(result.stderr)")
        #expect(result.stderr.contains("files scanned"))
    }

    @Test func jsonWithFormatJSONAndRefusedWithOtherFormats() throws {
        let directory = try Self.project()
        let result = try ModernizeBinary.run(["diff", "--statistics", "--format", "json", "--min-ios", "17", "."], in: directory.path, review: false)
        #expect(result.status == 1, "\(result.stderr)")
        let rows = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { ["\($0["count"] as? Int ?? -1)", $0["rule"] as? String ?? "", $0["kind"] as? String ?? "", $0["message"] as? String ?? ""] } == Self.expected)

        let sarif = try ModernizeBinary.run(["diff", "--statistics", "--format", "sarif", "."], in: directory.path)
        #expect(sarif.status == 2 && sarif.stderr.contains("--statistics prints a table, or JSON with --format json"), "\(sarif.stderr)")
        let help = try ModernizeBinary.run(["apply", "--help"], in: directory.path)
        #expect(help.stdout.contains("--statistics"))
    }
}
