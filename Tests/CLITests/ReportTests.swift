import Foundation
import TestSupport
import Testing

/// Three tiny repositories run through two real batches (before and after `apply` of the safe
/// tier), turned into the dashboard: the numbers on the page are the batch's, every name from
/// the input is escaped, and the page renders in a headless browser.
final class ReportFixture {
    let root: TemporaryDirectory
    let git: String
    /// A directory and a file whose names are markup.
    static let hostileRepository = "<img src=x onerror=alert(1)>"
    static let hostileFile = "<script>alert(1)</script>.swift"

    /// One safe site (`foregroundColor(Color.yellow)`), one finding (an optional color) and one
    /// review site (`reloadItems`).
    static let swiftUI = """
        import SwiftUI

        struct Row: View {
            let tint: Color?

            var body: some View {
                VStack {
                    Image(systemName: "star").foregroundColor(Color.yellow)
                    Image(systemName: "bolt").foregroundColor(tint)
                }
            }
        }

        """

    init() throws {
        root = try TemporaryDirectory()
        git = try #require(which("git"))
        try root.write("repos/alpha/Row.swift", Self.swiftUI)
        try root.write("repos/alpha/List.swift", Fixtures.legacy)
        try root.write("repos/beta/Row.swift", Self.swiftUI)
        try root.write("repos/\(Self.hostileRepository)/\(Self.hostileFile)", Self.swiftUI.replacingOccurrences(of: ".foregroundColor(tint)", with: #".foregroundColor(tint != nil ? Color("</pre><img src=x>") : nil)"#))
        try root.write("repos/gamma/List.swift", Fixtures.legacy)
        try commit("alpha", message: "first")
    }

    func commit(_ repository: String, message: String) throws {
        let directory = root.path + "/repos/" + repository
        if !FileManager.default.fileExists(atPath: directory + "/.git") { _ = try runProcess(git, ["init", "-q", "."], in: directory) }
        for arguments in [["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", message]] {
            let result = try runProcess(git, arguments, in: directory)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    func head(_ repository: String) throws -> String {
        try runProcess(git, ["rev-parse", "HEAD"], in: root.path + "/repos/" + repository).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func batch(_ out: String, _ repositories: [String], _ extra: [String] = []) throws {
        let result = try ModernizeBinary.run(
            ["batch", "--min-ios", "17", "--quiet", "--out", out] + extra + repositories.map { "repos/" + $0 }, in: root.path, review: false)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Run 1 (text reports), then the safe tier applied to alpha and beta, then run 2 (JSON reports).
    func twoRuns() throws {
        let names = ["alpha", "beta", Self.hostileRepository]
        try batch("run1", names)
        for repository in ["alpha", "beta"] {
            let result = try ModernizeBinary.run(["apply", "--min-ios", "17", "repos/" + repository], in: root.path, review: false)
            #expect(result.status == 0, "\(result.stderr)")
        }
        try commit("alpha", message: "safe tier")
        try batch("run2", names, ["--format", "json"])
    }

    func report(_ arguments: [String]) throws -> ProcessResult { try ModernizeBinary.run(["report"] + arguments, in: root.path) }

    func text(_ path: String) throws -> String { try root.readText(path) }
}

@Suite struct ReportTests {
    @Test func summaryRecordsRunTimeAndCommits() throws {
        let fixture = try ReportFixture()
        try fixture.batch("run1", ["alpha", "beta"])
        let summary = try #require(JSONSerialization.jsonObject(with: Data(fixture.root.read("run1/summary.json"))) as? [String: Any])
        let run = try #require(summary["run"] as? [String: String])
        let started = try #require(run["startedAt"])
        #expect(started.hasSuffix("Z") && ISO8601DateFormatter().date(from: started) != nil, "UTC ISO 8601: \(started)")
        #expect(try #require(run["finishedAt"]) >= started)
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        #expect(repositories.first { $0["name"] as? String == "alpha" }?["commit"] as? String == (try fixture.head("alpha")))
        #expect(repositories.first { $0["name"] as? String == "beta" }?["commit"] as? String == "not a git repository")
        let alpha = try #require(repositories.first { $0["name"] as? String == "alpha" })
        let rules = try #require(alpha["rules"] as? [String: [String: Int]])
        #expect(rules["foreground-style"]?["safe"] == 1 && rules["foreground-style"]?["finding"] == 1, "\(rules)")
        #expect((alpha["files"] as? [String: Int])?["changed"] == 1, "the safe site's file; the review one waits for --include-review")
        let options = try #require(summary["options"] as? [String: Any])
        #expect(options["minimumIOS"] as? String == "17" && (options["rules"] as? [String])?.contains("foreground-style") == true)
        #expect((summary["tool"] as? [String: String])?["version"]?.isEmpty == false)
    }

    @Test func dashboardShowsTheBatchNumbersAcrossTwoRuns() throws {
        let fixture = try ReportFixture()
        try fixture.twoRuns()
        let result = try fixture.report(["run2/dashboard.html", "run1", "run2"])
        #expect(result.status == 0, "\(result.stderr)")
        // Run 1: per repository 1 safe + 1 finding, alpha also 1 review: 7 sites. Run 2: the
        // safe sites of alpha and beta are gone: 5 left (1 safe in the third repository).
        #expect(result.stderr.contains("2 runs, 3 repositories, 5 sites left (safe 1, review 1, finding 3); 28.6% migrated since the first run"), "\(result.stderr)")
        let html = try fixture.text("run2/dashboard.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Migration dashboard: 3 repositories, 5 sites left</title>"))
        #expect(html.contains(#"<div class="value">28.6%</div>"#) && html.contains("7 → 5 sites left since run 1"))
        #expect(html.contains(#"<div class="value">5</div><div class="label">places left to change</div>"#))
        #expect(html.contains(#"<div class="value">3</div><div class="label">need a person</div>"#))
        // Heat map tooltips carry the three counts.
        #expect(html.contains(#"title="alpha · foreground-style: 0 safe, 0 review, 1 finding left; 0 suppressed">1</td>"#), "heat map cell")
        #expect(html.contains(#"title="_img_src_x_onerror_alert_1__ · foreground-style: 1 safe, 0 review, 1 finding left; 0 suppressed">2</td>"#))
        // The trend: points for both runs.
        #expect(html.contains("run 1 (") && html.contains("): 7 sites left</title>") && html.contains("): 5 sites left</title>"))
        // Findings come from run 2's JSON reports, with the suggestion collapsed.
        #expect(html.contains(#"<code class="location">Row.swift:9:"#) && html.contains("<details><summary>suggested code</summary>") == html.contains("<details>"))
        // Commits: alpha's new HEAD; beta has none.
        #expect(html.contains(try fixture.head("alpha")) && html.contains("not a git repository"))
        // The patch sits beside the page: a relative link (only the third repository has one left).
        #expect(html.contains(#"<a href="_img_src_x_onerror_alert_1__.patch">patch</a>"#))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\""), "nothing to fetch")
    }

    @Test func hostileNamesRenderAsText() throws {
        let fixture = try ReportFixture()
        try fixture.twoRuns()
        // Text reports too (run 1), where the file name is parsed from the finding lines.
        for (out, runs) in [("a.html", ["run1"]), ("b.html", ["run1", "run2"])] {
            let result = try fixture.report([out] + runs)
            #expect(result.status == 0, "\(result.stderr)")
            let html = try fixture.text(out)
            #expect(!html.contains("<script>alert"), "the file name is escaped")
            #expect(!html.contains("<img"), "the repository path, and code in a message or suggestion, is escaped")
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;.swift:9:"), "the file is listed, as text")
            #expect(html.contains("repos/&lt;img src=x onerror=alert(1)&gt;"))
            #expect(html.contains("Color(&quot;&lt;/pre&gt;&lt;img src=x&gt;&quot;)"), "the message quoting the code is there, as text")
            // The only script is the page's own sorter.
            #expect(html.components(separatedBy: "<script").count == 2)
        }
    }

    @Test func jsonAndCompareGiveTheSameNumbers() throws {
        let fixture = try ReportFixture()
        try fixture.twoRuns()
        let json = try fixture.report(["--format", "json", "-", "run1", "run2"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["generator"] as? String == "swift-modernize report")
        let headline = try #require(object["headline"] as? [String: Any])
        #expect(headline["firstLeft"] as? Int == 7 && headline["latestLeftOfThose"] as? Int == 5 && headline["repositories"] as? Int == 3)
        #expect((headline["left"] as? [String: Int]) == ["safe": 1, "review": 1, "finding": 3, "suppressed": 0])
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.map { ($0["left"] as? [String: Int])?["safe"] } == [3, 1])

        let compare = try fixture.report(["--compare", "run1", "run2"])
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("sites fixed: 2; new sites: 0"), "\(compare.stdout)")
        #expect(compare.stdout.contains("repositories added (0)") && compare.stdout.contains("repositories removed (0)"))
        #expect(compare.stdout.contains("  alpha: 3 -> 2 left, 1 fixed, 0 new (commit "), "\(compare.stdout)")

        try fixture.batch("run3", ["alpha", "gamma"])
        let changed = try fixture.report(["--compare", "run2", "run3"])
        #expect(changed.stdout.contains("repositories added (1): gamma"), "\(changed.stdout)")
        #expect(changed.stdout.contains("repositories removed (2): beta, _img_src_x_onerror_alert_1__"), "\(changed.stdout)")
    }

    @Test func refusesLinksSpecialFilesAndOtherFiles() throws {
        let fixture = try ReportFixture()
        try fixture.batch("run1", ["beta"])
        try fixture.root.write("notes.html", "my notes")
        try FileManager.default.createSymbolicLink(atPath: fixture.root.path + "/link.html", withDestinationPath: "notes.html")
        for (target, reason) in [
            ("link.html", "is a symbolic link"), ("notes.html", "exists and is not a modernize report"), ("/dev/null", "not a regular file"),
            ("run1", "is a batch directory"), ("missing/x.html", "its directory does not exist"),
        ] {
            let result = try fixture.report([target, "run1"])
            #expect(result.status == 2 && result.stderr.contains(reason), "\(target): \(result.stderr)")
        }
        #expect(try fixture.text("notes.html") == "my notes")
        // An earlier report is replaced; a summary that is not a batch's is refused.
        #expect(try fixture.report(["r.html", "run1"]).status == 0)
        #expect(try fixture.report(["r.html", "run1"]).status == 0)
        try fixture.root.write("fake/summary.json", #"{"tool": 1}"#)
        let fake = try fixture.report(["f.html", "fake"])
        #expect(fake.status == 2 && fake.stderr.contains("fake/summary.json: not a batch summary"), "\(fake.stderr)")
    }

    @Test func headlessChromiumRendersThePage() throws {
        guard let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(which).first else {
            Issue.record("chromium not found: install Debian's `chromium` package (.ci/run does) to run this test")
            return
        }
        let fixture = try ReportFixture()
        try fixture.twoRuns()
        #expect(try fixture.report(["page.html", "run1", "run2"]).status == 0)
        let url = URL(fileURLWithPath: fixture.root.path + "/page.html").absoluteString
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + fixture.root.path + "/chromium-profile"]
        let screenshot = try runProcess(chromium, flags + ["--screenshot=" + fixture.root.path + "/page.png", "--window-size=1280,2000", url], in: fixture.root.path)
        let png = try fixture.root.read("page.png")
        #expect(png.count > 10_000 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG with content: \(png.count) bytes; \(screenshot.stderr)")
        let dom = try runProcess(chromium, flags + ["--dump-dom", url], in: fixture.root.path)
        #expect(dom.stdout.contains("<h1>Migration dashboard</h1>"), "\(dom.stderr)")
        // The sorter ran without error (it marks nothing until clicked, but the DOM kept the rows).
        #expect(dom.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;.swift"))
    }
}
