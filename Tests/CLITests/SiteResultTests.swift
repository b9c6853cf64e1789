import Foundation
import TestSupport
import Testing

/// Issue 32, problem 4: SARIF, GitHub annotations and JSON give one result per site (a rewrite
/// of six edits is one result), with its extent, tier, fingerprint and would-be code; GitHub
/// output is capped at what GitHub shows and can be limited to changed lines.
@Suite struct SiteResultTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    /// A cell registration migration: one review site of seven edits in one file (the configuration moves into the handler).
    static func cellProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let input = try String(contentsOf: goldenDirectory.appendingPathComponent("cell-registration/common-shape.input.swift"), encoding: .utf8)
        try directory.write("Cells.swift", input)
        return directory
    }

    @Test func oneAnnotationPerSite() throws {
        let directory = try Self.cellProject()
        let result = try ModernizeBinary.run(["diff", "--include-review", "--rules", "cell-registration", "--format", "github", "."], in: directory.path, review: false)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1, "one site, one annotation: \(result.stdout)")
        #expect(lines.first?.hasPrefix("::warning file=Cells.swift,line=13,col=9,endLine=24,title=modernize [cell-registration]::") == true, "\(result.stdout)")
        #expect(result.stdout.contains("can be rewritten (review: \"photo\" is no longer registered by string"), "the note: \(result.stdout)")
        #expect(result.stdout.contains("%0Awould-be code:%0A"), "\(result.stdout)")
    }

    @Test func oneSARIFResultPerSiteWithItsEditsAsOneFix() throws {
        let directory = try Self.cellProject()
        let result = try ModernizeBinary.run(["diff", "--include-review", "--format", "sarif", "."], in: directory.path, review: false)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(JSONPointer.value(in: log, at: "/runs/0/results") as? [[String: Any]])
        let cells = results.filter { $0["ruleId"] as? String == "cell-registration" }
        #expect(cells.count == 1, "\(results)")
        let cell = try #require(cells.first)
        #expect(JSONPointer.value(in: cell, at: "/properties/tier") as? String == "review")
        #expect(JSONPointer.value(in: cell, at: "/properties/kind") as? String == "pending")
        let region = try #require(JSONPointer.value(in: cell, at: "/locations/0/physicalLocation/region") as? [String: Int])
        #expect(region == ["startLine": 13, "startColumn": 9, "endLine": 24, "endColumn": 52], "\(region)")
        let replacements = try #require(JSONPointer.value(in: cell, at: "/fixes/0/artifactChanges/0/replacements") as? [[String: Any]])
        #expect(replacements.count == 7, "every edit of the site in its one fix")
        for result in results {
            let fingerprint = (result["partialFingerprints"] as? [String: String])?["modernizeSiteHash/v1"]
            #expect(fingerprint?.wholeMatch(of: /[0-9a-f]{16}:[0-9]+/) != nil, "\(result)")
        }
        let violations = try SARIFSchemaTests.validator().validate(log)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// JSON `results`: one per site; the fingerprint stays when lines move.
    @Test func jsonResultsOnePerSiteWithAStableFingerprint() throws {
        let directory = try Self.cellProject()
        let arguments = ["diff", "--include-review", "--rules", "cell-registration", "--format", "json", "."]
        func results() throws -> [[String: Any]] {
            let result = try ModernizeBinary.run(arguments, in: directory.path, review: false)
            let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require(JSONPointer.value(in: document, at: "/files/0/results") as? [[String: Any]])
        }
        let before = try results()
        #expect(before.count == 1)
        #expect(before.first?["kind"] as? String == "pending" && before.first?["severity"] as? String == "warning")
        #expect((before.first?["edits"] as? [Any])?.count == 7)
        #expect((before.first?["wouldBeCode"] as? String)?.contains("dequeueConfiguredReusableCell(using: photoCellRegistration") == true)
        let text = try directory.readText("Cells.swift")
        try directory.write("Cells.swift", "// moved\n// down\n" + text)
        let after = try results()
        #expect(after.first?["fingerprint"] as? String == before.first?["fingerprint"] as? String)
        #expect(JSONPointer.value(in: after.first ?? [:], at: "/range/start/line") as? Int == 15)
    }

    /// Over GitHub's 10 per type, the rest are log lines and one notice counts them.
    @Test func githubAnnotationsAreCapped() throws {
        let directory = try TemporaryDirectory()
        for index in 1...12 { try directory.write("Sync\(index).swift", SeverityGateTests.mainSync) }
        for index in 1...3 { try directory.write("Store\(index).swift", SeverityGateTests.serialQueue) }
        let result = try ModernizeBinary.run(["diff", "--format", "github", "."], in: directory.path, review: false)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10, "\(result.stdout)")
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 4, "3 notes and the summary: \(result.stdout)")
        #expect(lines.contains("::notice title=modernize::2 warnings not shown as annotations (GitHub shows 10 of each type per step; --max-annotations 0 lifts the limit); they are in the log"), "\(result.stdout)")
        #expect(lines.filter { $0.contains(": warning: [gcd-to-task]") && !$0.hasPrefix("::") }.count == 2, "\(result.stdout)")
        let unlimited = try ModernizeBinary.run(["diff", "--format", "github", "--max-annotations", "0", "."], in: directory.path, review: false)
        #expect(unlimited.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count == 12)
    }

    /// `--only-changed-lines`: only sites on lines changed in the range.
    @Test func githubAnnotationsOnlyOnChangedLines() throws {
        let git = try #require(which("git"))
        let directory = try TemporaryDirectory()
        try directory.write("Sync.swift", SeverityGateTests.mainSync)
        for arguments in [["init", "-q", "."], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            #expect(try runProcess(git, arguments, in: directory.path).status == 0)
        }
        try directory.write("Sync.swift", SeverityGateTests.mainSync + "\nfunc again() -> Int {\n    DispatchQueue.main.sync { 2 }\n}\n")
        let all = try ModernizeBinary.run(["diff", "--format", "github", "--changed-since", "HEAD", "."], in: directory.path, review: false)
        #expect(all.stdout.split(separator: "\n").count == 2, "\(all.stdout)")
        let changed = try ModernizeBinary.run(
            ["diff", "--format", "github", "--changed-since", "HEAD", "--only-changed-lines", "--fail-on", "warning", "."], in: directory.path, review: false)
        #expect(changed.stdout.split(separator: "\n").count == 1 && changed.stdout.hasPrefix("::warning file=Sync.swift,line=8,col=5,"), "\(changed.stdout)")
        #expect(changed.status == 1)
        let alone = try ModernizeBinary.run(["diff", "--only-changed-lines", "."], in: directory.path, review: false)
        #expect(alone.status != 0 && alone.stderr.contains("--only-changed-lines needs --changed-since REF or --staged"), "\(alone.stderr)")
    }
}
