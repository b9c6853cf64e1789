import Foundation
import TestSupport
import Testing

/// Issue 48, item 3: the dashboard made from a real batch with its default text reports.
/// `acme__inbox` (a GitHub `OWNER/NAME` cloned flat) has a safe rewrite, a review rewrite, a
/// warning finding and a note; `solo` only a safe rewrite; `acme__clean` nothing.
struct ReadableDashboardFixture: Sendable {
    /// Made once: the tests only read what the batch and the reports wrote.
    static let shared = Result { try ReadableDashboardFixture() }

    let summaryJSON: Data
    let html: String
    let reportJSON: Data
    /// acme__inbox's text report, as the batch wrote it.
    let inboxFindings: String

    init() throws {
        let root = try TemporaryDirectory()
        try root.write("repos/acme__inbox/Inbox.swift", SafetyTierTests.mixed)
        try root.write("repos/acme__inbox/Queue.swift", CIReportFormatTests.queue)
        try root.write("repos/acme__inbox/Row.swift", ReportFixture.swiftUI)
        try root.write("repos/acme__clean/Clean.swift", "let answer = 42\n")
        try root.write("repos/solo/Star.swift", ReportFixture.swiftUI.replacingOccurrences(of: "                Image(systemName: \"bolt\").foregroundColor(tint)\n", with: ""))
        let batch = try ModernizeBinary.run(
            ["batch", "--min-ios", "17", "--quiet", "--out", "run", "repos/acme__inbox", "repos/acme__clean", "repos/solo"], in: root.path, review: false)
        #expect(batch.status == 0, "\(batch.stderr)")
        summaryJSON = Data(try root.read("run/summary.json"))
        inboxFindings = try root.readText("run/acme__inbox.findings.txt")
        let page = try ModernizeBinary.run(["report", "run/dashboard.html", "run"], in: root.path)
        #expect(page.status == 0, "\(page.stderr)")
        html = try root.readText("run/dashboard.html")
        let machine = try ModernizeBinary.run(["report", "--format", "json", "-", "run"], in: root.path)
        #expect(machine.status == 0, "\(machine.stderr)")
        reportJSON = Data(machine.stdout.utf8)
    }

    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: reportJSON)) as? [String: Any] ?? [:] }

    /// summary.json's raw counts of a repository, summed over its rules.
    func counts(_ name: String) throws -> (safe: Int, review: Int, finding: Int) {
        let summary = try #require(JSONSerialization.jsonObject(with: summaryJSON) as? [String: Any])
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        let rules = try #require(repositories.first { $0["name"] as? String == name }?["rules"] as? [String: [String: Int]])
        return rules.values.reduce((0, 0, 0)) { ($0.0 + ($1["safe"] ?? 0), $0.1 + ($1["review"] ?? 0), $0.2 + ($1["finding"] ?? 0)) }
    }
}

@Suite struct DashboardReadabilityTests {
    /// Each `note:` line of a text report was glued onto the message of the finding before it.
    @Test func notesInTextReportsAreFindingsOfTheirOwn() throws {
        let fixture = try ReadableDashboardFixture.shared.get()
        let report = fixture.inboxFindings
        let headers = report.split(separator: "\n").filter { $0.firstMatch(of: /^\S.*:\d+:\d+: (note|warning|error): \[/) != nil }
        #expect(headers.contains { $0.contains(": note: [gcd-to-task]") }, "the batch's own text report has a note: \(report)")
        let latest = try #require(fixture.json["latest"] as? [String: Any])
        let repository = try #require((latest["repositories"] as? [[String: Any]])?.first { $0["name"] as? String == "acme__inbox" })
        let findings = try #require(repository["findings"] as? [[String: Any]])
        #expect(findings.count == headers.count, "one finding per header line: \(findings)")
        let note = try #require(findings.first { $0["rule"] as? String == "gcd-to-task" })
        #expect((note["message"] as? String)?.hasPrefix("async on a custom DispatchQueue not rewritten") == true)
        for finding in findings {
            let message = finding["message"] as? String ?? ""
            #expect(message.firstMatch(of: /:\d+:\d+: (note|warning|error): \[/) == nil, "a finding line glued onto another: \(message)")
        }
        #expect(fixture.html.contains("async on a custom DispatchQueue not rewritten"))
    }

    @Test func heatMapColoursSayWhoHasToAct() throws {
        let fixture = try ReadableDashboardFixture.shared.get()
        let cells = fixture.html.matches(of: /<td class="(\w+)" style="([^"]*)" title="([^"·]*) · ([^:]*): (\d+) safe, (\d+) review, (\d+) finding left; \d+ suppressed">(\d+)<\/td>/)
        #expect(cells.count >= 6, "\(fixture.html)")
        var seen: Set<String> = []
        for cell in cells {
            let (safe, review, finding) = (Int(cell.output.5)!, Int(cell.output.6)!, Int(cell.output.7)!)
            let expected = finding > 0 ? "finding" : review > 0 ? "review" : safe > 0 ? "safe" : "none"
            #expect(String(cell.output.1) == expected, "\(cell.output.3) · \(cell.output.4)")
            // Each tier left has its colour in the cell, and only those: red is for findings alone.
            let style = String(cell.output.2)
            for (hue, count) in [("hsl(142,", safe), ("hsl(38,", review), ("hsl(0,", finding)] {
                #expect(style.contains(hue) == (count > 0), "\(cell.output.3) · \(cell.output.4): \(style)")
            }
            #expect(style.contains("hsl(210,") == (expected == "none"), "\(style)")
            #expect(style.contains("linear-gradient") == ([safe, review, finding].filter { $0 > 0 }.count > 1), "\(style)")
            seen.insert(expected)
        }
        #expect(seen == ["none", "safe", "review", "finding"], "the fixture has a cell of each kind")
        let legend = try #require(fixture.html.firstMatch(of: /<ul class="legend">(.*?)<\/ul>/))
        #expect(legend.output.1.contains("safe rewrites: <code>modernize apply</code> makes them") && legend.output.1.contains("a person has to change the code"))
        #expect(legend.output.1.matches(of: /class="swatch"/).count == 4)
    }

    @Test func ownerDoubleUnderscoreNameShowsAsOwnerSlashName() throws {
        let fixture = try ReadableDashboardFixture.shared.get()
        #expect(fixture.html.contains(##"<a href="#repo-acme__inbox">acme/inbox</a>"##), "heat map and overview")
        #expect(fixture.html.contains("<h2>acme/inbox</h2>") && fixture.html.contains("title=\"acme/inbox · "))
        #expect(!fixture.html.contains(">acme__inbox<") && !fixture.html.contains(">acme__clean<"), "no underscores a link's underline would hide")
        #expect(fixture.html.contains(##"<a href="#repo-solo">solo</a>"##))
    }

    @Test func percentDoneAndCSVExport() throws {
        let fixture = try ReadableDashboardFixture.shared.get()
        #expect(fixture.html.contains("<b>% done</b>: of all the sites the latest run counted in a repository"), "defined on the page")
        for name in ["acme__inbox", "solo"] {
            let counts = try fixture.counts(name)
            let all = counts.safe + counts.review + counts.finding
            let percent = (counts.safe + counts.review) * 100 / all
            #expect(fixture.html.contains("title=\"\(counts.safe + counts.review) of \(all) sites\">\(percent)%</td>"), "\(name): \(counts)")
        }
        #expect(fixture.html.contains("title=\"0 of 0 sites\">100%</td>"), "nothing found: done")

        let link = try #require(fixture.html.firstMatch(of: /<a class="csv" download="([^"]+)" href="data:text\/csv;charset=utf-8,([^"]+)">/))
        #expect(link.output.1 == "modernize-repositories.csv")
        let csv = try #require(String(link.output.2).removingPercentEncoding)
        let rows = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { $0.components(separatedBy: ",") }
        #expect(rows.count == 4, "a header and a row per repository: \(csv)")
        let header = rows[0]
        #expect(header.count == 16 && rows.allSatisfy { $0.count == header.count }, "\(csv)")
        let inbox = try #require(rows.first { $0[0] == "acme/inbox" })
        func column(_ name: String) throws -> String { inbox[try #require(header.firstIndex(of: name), "\(name)")] }
        let counts = try fixture.counts("acme__inbox")
        #expect(try column("batch name") == "acme__inbox" && column("status") == "ok")
        #expect(try column("safe left") == "\(counts.safe)" && column("review left") == "\(counts.review)" && column("findings left") == "\(counts.finding)")
        #expect(try column("sites counted") == "\(counts.safe + counts.review + counts.finding)")
        #expect(try column("percent done") == String(format: "%.1f", Double(counts.safe + counts.review) * 100 / Double(counts.safe + counts.review + counts.finding)))
    }

    @Test func theHeaderSaysWhatWasScannedInPlainWords() throws {
        let fixture = try ReadableDashboardFixture.shared.get()
        let lead = try #require(fixture.html.firstMatch(of: /<p class="lead">(.*?)<\/p>/)).output.1
        let (inbox, solo) = (try fixture.counts("acme__inbox"), try fixture.counts("solo"))
        let safe: Int = inbox.safe + solo.safe
        let review: Int = inbox.review + solo.review
        let finding: Int = inbox.finding + solo.finding
        #expect(lead.contains("scanned <b>3 repositories</b> (5 Swift files)"), "\(lead)")
        #expect(lead.contains("<b>\(safe + review + finding) places</b> in the code still use an API this migration replaces"), "\(lead)")
        #expect(lead.contains("<b>\(safe + review)</b> can be fixed automatically (\(safe) right away with <code>modernize apply</code>, \(review) more with"), "\(lead)")
        #expect(lead.contains("<b>\(finding)</b> need a person to change the code"), "\(lead)")
        for jargon in ["tier", "site", "safe", "finding"] { #expect(!lead.lowercased().contains(jargon), "\(jargon): \(lead)") }
    }
}
