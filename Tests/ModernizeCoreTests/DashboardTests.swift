import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// The dashboard's pieces without processes: older summaries, the findings readers, escaping,
/// relative links and the size bound.
@Suite struct DashboardTests {
    static func result(_ name: String, safe: Int, review: Int, finding: Int, report: String? = nil) -> RepositoryResult {
        var result = RepositoryResult(name: name, path: "repos/" + name, status: .ok)
        result.rules["foreground-style"] = JSONReport.RuleCounts(safe: safe, review: review, finding: finding)
        result.report = report
        return result
    }

    static func summary(_ repositories: [RepositoryResult], mode: String = "dry-run", format: String = "text") -> BatchSummary {
        let options = BatchSummary.Options(mode: mode, rules: ["foreground-style", "gcd-to-task"], minimumIOS: nil, format: format, includeReview: "none", includeGenerated: false)
        return BatchSummary(tool: JSONReport.Tool(name: "swift-modernize", version: "0.1.0"), options: options, repositories: repositories)
    }

    @Test func aSummaryWithoutRunTimeOrCommitsLoadsAsUnknown() throws {
        let directory = try TemporaryDirectory()
        // An older summary: written before `run` and `commit` existed.
        var object = try #require(JSONSerialization.jsonObject(with: Data(Self.summary([Self.result("app", safe: 2, review: 1, finding: 3)]).rendered().utf8)) as? [String: Any])
        #expect(object["run"] == nil)
        var repositories = try #require(object["repositories"] as? [[String: Any]])
        #expect(repositories[0]["commit"] == nil)
        repositories[0]["commit"] = nil
        object["repositories"] = repositories
        try directory.write("summary.json", String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        let run = try Dashboard.load(directory.path, findingsCap: 10)
        #expect(run.startedAt == "unknown" && run.repositories[0].commit == "unknown")
        #expect(run.left == Dashboard.SitesLeft(safe: 2, review: 1, finding: 3))
        #expect(run.repositories[0].findingsNote == "the batch wrote no report for it")
        let page = DashboardPage.render(Dashboard.Summary(runs: [run]), reportPath: directory.path + "/r.html")
        #expect(page.contains("started unknown (UTC)") && page.contains("commit <code>unknown</code>"))
    }

    @Test func anApplyRunLeavesOnlyUnappliedReviewAndFindings() {
        let counts = JSONReport.RuleCounts(safe: 4, review: 3, reviewApplied: 2, finding: 1)
        #expect(Dashboard.SitesLeft(counts, applied: true) == Dashboard.SitesLeft(safe: 0, review: 1, finding: 1))
        #expect(Dashboard.SitesLeft(counts, applied: false) == Dashboard.SitesLeft(safe: 4, review: 3, finding: 1))
    }

    @Test func migratedShareIsOverRepositoriesInBothRuns() throws {
        let first = Dashboard.Run(
            directory: "a", startedAt: "x", toolVersion: "1", mode: "dry-run", rules: [], options: "",
            repositories: try load([Self.result("one", safe: 6, review: 2, finding: 2), Self.result("gone", safe: 50, review: 0, finding: 0)]).repositories)
        let latest = try load([Self.result("one", safe: 0, review: 2, finding: 3), Self.result("new", safe: 9, review: 0, finding: 0)])
        let summary = Dashboard.Summary(runs: [first, latest])
        #expect(summary.headline.firstLeft == 10 && summary.headline.latestLeftOfThose == 5 && summary.headline.migratedPercent == 50)
        #expect(summary.headline.left.total == 14)
        let comparison = Dashboard.Comparison(first, latest)
        #expect(comparison.fixed == 6 && comparison.new == 1 && comparison.added == ["new"] && comparison.removed == ["gone"])
    }

    private func load(_ repositories: [RepositoryResult]) throws -> Dashboard.Run {
        let directory = try TemporaryDirectory()
        try directory.write("summary.json", Self.summary(repositories).rendered())
        return try Dashboard.load(directory.path, findingsCap: 10)
    }

    @Test func textFindingsKeepColonsInPathsAndMultilineSuggestions() {
        let text = """
            Sources/a:b.swift:12:5: warning: [foreground-style] left as is: `x ? .red : nil` can be nil
                suggested: .foregroundStyle(
                    x ? .red : .primary)
                // b.swift:1:1: warning: [gcd-to-task] a comment in the code, not a finding
            error: Sources/c.swift: internal error in rule gcd-to-task: boom; file left unchanged
            Sources/d.swift:3:1: info: [gcd-to-task] note

            """
        let findings = FindingsReader.text(text)
        #expect(findings.count == 2)
        #expect(findings[0].path == "Sources/a:b.swift" && findings[0].line == 12 && findings[0].column == 5 && findings[0].rule == "foreground-style")
        #expect(findings[0].suggestion == ".foregroundStyle(\n    x ? .red : .primary)\n// b.swift:1:1: warning: [gcd-to-task] a comment in the code, not a finding")
        #expect(findings[1].path == "Sources/d.swift" && findings[1].message == "note" && findings[1].suggestion == nil)
    }

    @Test func summaryNamesAreCheckedBeforeTheyBecomePaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("secret.txt", "x")
        try directory.write("run/summary.json", Self.summary([Self.result("app", safe: 1, review: 0, finding: 1, report: "../secret.txt")]).rendered())
        let run = try Dashboard.load(directory.path + "/run", findingsCap: 10)
        #expect(run.repositories[0].reportFile == nil && run.repositories[0].findings.isEmpty)
        try directory.write("bad/summary.json", Self.summary([Self.result("../app", safe: 1, review: 0, finding: 1)]).rendered())
        #expect(throws: Dashboard.LoadError.self) { try Dashboard.load(directory.path + "/bad", findingsCap: 10) }
    }

    @Test func escapingAndLinks() {
        #expect(HTMLText.escape(#"<script>"a" & 'b'</script>"#) == "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;")
        #expect(HTMLText.hrefPath("../run 2/a#b.patch") == "../run%202/a%23b.patch")
        #expect(PatchLinks.relative(from: "/w/out", to: "/w/out/app.patch") == "app.patch")
        #expect(PatchLinks.relative(from: "/w/site", to: "/w/runs/2/app.patch") == "../runs/2/app.patch")
        #expect(TrendChart.niceCeiling(7) == 8 && TrendChart.niceCeiling(1234) == 2000)
    }

    /// 25 repositories with 500 long findings each: the cap keeps the page under 2 MB.
    @Test func aLargeBatchGivesAPageUnderTwoMegabytes() throws {
        let directory = try TemporaryDirectory()
        var results: [RepositoryResult] = []
        for index in 1...25 {
            let name = "repository-\(index)"
            let lines = (1...500).map { line in
                "Sources/Feature\(line)/View\(line).swift:\(line):9: warning: [foreground-style] foregroundColor left as is: `tint` is declared optional (Color?), and foregroundStyle has no optional overload; unwrap it first\n"
                    + "    suggested: " + String(repeating: "x", count: 3_000)
            }
            try directory.write("\(name).findings.txt", lines.joined(separator: "\n") + "\n")
            results.append(Self.result(name, safe: 40, review: 10, finding: 500, report: "\(name).findings.txt"))
        }
        try directory.write("summary.json", Self.summary(results).rendered())
        let run = try Dashboard.load(directory.path, findingsCap: 100)
        #expect(run.repositories[0].findings.count == 100 && run.repositories[0].findingsNotListed == 400)
        let page = DashboardPage.render(Dashboard.Summary(runs: [run, run]), reportPath: directory.path + "/r.html")
        #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
        #expect(page.contains(" more in ") && page.contains("<h3>Findings and review notes (500)</h3>"))
    }
}
