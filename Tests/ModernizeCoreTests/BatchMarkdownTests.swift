import Foundation
@testable import ModernizeCore
import Testing

/// Issue 48, item 4: `summary.md` of a batch with every rule enabled had a column per rule
/// (45, nearly all zeros), unreadable in a pull request. Now: a table of repositories with
/// their totals, a table of the rules that have a site, and one line naming the others.
@Suite struct BatchMarkdownTests {
    static let ruleIDs = (1...45).map { "rule-\($0 < 10 ? "0" : "")\($0)" }

    static func repository(_ name: String, _ rules: [String: JSONReport.RuleCounts], failed: Bool = false) -> RepositoryResult {
        var result = RepositoryResult(name: name, path: "repos/" + name, status: failed ? .failed : .ok)
        guard !failed else {
            result.error = "No such file or directory"
            return result
        }
        result.fileListing = "git ls-files"
        result.files = .init(scanned: 10, changed: 2, skipped: 0, excluded: 1, generated: 0)
        // Every enabled rule ran: zeros for the ones without a site, as a batch records them.
        result.rules = Dictionary(uniqueKeysWithValues: ruleIDs.map { ($0, rules[$0] ?? JSONReport.RuleCounts()) })
        return result
    }

    static func summary() -> BatchSummary {
        let options = BatchSummary.Options(mode: "dry-run", rules: ruleIDs, minimumIOS: nil, format: "text", includeReview: "none", includeGenerated: false)
        return BatchSummary(tool: JSONReport.Tool(name: "swift-modernize", version: "0.1.0"), options: options, repositories: [
            repository("inbox", ["rule-07": .init(safe: 3, review: 1, finding: 0), "rule-30": .init(suppressed: 1, finding: 2)]),
            repository("settings", ["rule-30": .init(safe: 0, review: 0, finding: 5)]),
            repository("quiet", ["rule-12": .init(suppressed: 2)]),
            repository("archived", [:], failed: true),
        ])
    }

    /// The Markdown tables of `text`: each a list of rows of cells (header, then body; the
    /// delimiter row left out).
    static func tables(_ text: String) -> [[[String]]] {
        var tables: [[[String]]] = []
        var current: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                if !current.isEmpty { tables.append(current) }
                current = []
                continue
            }
            if line.allSatisfy({ "|-: ".contains($0) }) { continue }  // the delimiter row
            current.append(line.dropFirst().dropLast().components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        if !current.isEmpty { tables.append(current) }
        return tables
    }

    @Test func fortyFiveRulesGiveTwoNarrowTablesWithoutZeroColumns() throws {
        let text = BatchMarkdown.render(Self.summary())
        let tables = Self.tables(text)
        #expect(tables.count == 2, "\(text)")
        for table in tables {
            #expect(table.allSatisfy { $0.count == table[0].count }, "every row has the header's cell count: \(table)")
            #expect(table[0].count <= 12, "narrow enough for a pull request: \(table[0])")
        }
        // No rule is a column any more, so none can be all zeros.
        #expect(!tables.contains { $0[0].contains { $0.hasPrefix("rule-") } })

        let repositories = tables[0]
        #expect(repositories[0] == ["repository", "status", "iOS target (source)", "files", "changed", "skipped", "excluded", "generated", "safe", "review", "findings", "suppressed"])
        #expect(repositories.count == 1 + 4 + 1, "a row per repository and a total")
        #expect(repositories[1] == ["`inbox`", "ok", "", "10", "2", "0", "1", "0", "3", "1", "2", "1"], "sites summed over the rules")
        #expect(repositories[4].dropFirst(3).allSatisfy { $0.isEmpty }, "a failed repository has no counts: \(repositories[4])")
        #expect(repositories[5] == ["**total**", "3 of 4 ok", "", "30", "6", "0", "3", "0", "3", "1", "7", "3"])

        let rules = tables[1]
        #expect(rules[0] == ["rule", "repositories", "safe", "review", "findings", "suppressed"])
        #expect(rules.dropFirst().map(\.first) == ["`rule-30`", "`rule-07`", "`rule-12`"], "only rules with a site or a suppressed one, most sites first")
        #expect(rules[1] == ["`rule-30`", "2", "0", "0", "7", "1"])
        #expect(!rules.dropFirst().contains { $0.dropFirst(2).allSatisfy { $0 == "0" } }, "no all-zero row")
        #expect(text.contains("42 other enabled rules found no site: `rule-01`, `rule-02`,"), "\(text)")
        #expect(text.contains("## Failed\n\n- `archived` (`repos/archived`): No such file or directory"))
    }

    @Test func aBatchWithoutSitesSaysSoInsteadOfAnEmptyTable() {
        let options = BatchSummary.Options(mode: "apply", rules: Self.ruleIDs, minimumIOS: "16", format: "json", includeReview: "none", includeGenerated: false)
        let summary = BatchSummary(tool: JSONReport.Tool(name: "swift-modernize", version: "0.1.0"), options: options, repositories: [Self.repository("done", [:])])
        let text = BatchMarkdown.render(summary)
        #expect(Self.tables(text).count == 1)
        #expect(text.contains("## Rules with sites\n\nNo enabled rule found a site."))
    }
}
