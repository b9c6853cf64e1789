import Foundation
import TestSupport
import Testing

/// Throw-away repositories for the batch tests: one with configuration files, one with
/// suppression comments, one plain directory (no git), and one path that does not exist.
final class BatchFixture {
    let root: TemporaryDirectory
    let git: String

    init() throws {
        root = try TemporaryDirectory()
        git = try #require(which("git"))
        // configured: a Package.swift target, a root config excluding Generated/, a nested config
        // lowering the target below the rule's iOS 15 (report only), and a git-ignored file.
        try root.write("repos/configured/Package.swift", "let package = Package(name: \"C\", platforms: [.iOS(.v16)])\n")
        try root.write("repos/configured/.modernize.json", #"{"exclude": ["Generated/**"]}"#)
        try root.write("repos/configured/Sources/List.swift", Fixtures.legacy)
        try root.write("repos/configured/Generated/Gen.swift", Fixtures.legacy)
        try root.write("repos/configured/Legacy/.modernize.json", #"{"minimumIOS": "14"}"#)
        try root.write("repos/configured/Legacy/Old.swift", Fixtures.legacy)
        try root.write("repos/configured/.gitignore", "Ignored/\n")
        try root.write("repos/configured/Ignored/Skip.swift", Fixtures.legacy)
        // suppressed: one site silenced by disable-next-line, one file by disable-file.
        try root.write("repos/suppressed/A.swift", Self.twoSites(suppressingSecond: true))
        try root.write("repos/suppressed/B.swift", "// modernize:disable-file\n" + Fixtures.legacy)
        try root.write("repos/suppressed/C.swift", Fixtures.legacy.replacingOccurrences(of: "\n", with: "\r\n"))
        // plain: not a git work tree; .build is skipped by the walk.
        try root.write("repos/plain/Main.swift", Fixtures.legacy)
        try root.write("repos/plain/.build/Built.swift", Fixtures.legacy)
        for repository in ["configured", "suppressed"] {
            let result = try runProcess(git, ["init", "-q", "."], in: root.path + "/repos/" + repository)
            #expect(result.status == 0, "\(result.stderr)")
        }
        try root.write("repos.txt", "# the rest\nrepos/suppressed\n\nrepos/missing\n")
    }

    /// Two snapshot reloads; the second optionally under `disable-next-line`.
    static func twoSites(suppressingSecond: Bool) -> String {
        Fixtures.legacy.replacingOccurrences(
            of: "        snapshot.reloadItems(ids)\n",
            with: "        snapshot.reloadItems(ids)\n"
                + (suppressingSecond ? "        // modernize:disable-next-line reconfigure-items -- reviewed\n" : "")
                + "        snapshot.reloadItems(ids.reversed())\n")
    }

    /// `modernize batch` over all four, with `extra` options.
    func batch(_ extra: [String], out: String = "out") throws -> ProcessResult {
        try ModernizeBinary.run(["batch", "repos/configured", "repos/plain", "--repos-file", "repos.txt", "--out", out] + extra, in: root.path)
    }

    func summary(_ out: String = "out") throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(root.read(out + "/summary.json"))) as? [String: Any])
    }

    func repository(_ name: String, in summary: [String: Any]) throws -> [String: Any] {
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        return try #require(repositories.first { $0["name"] as? String == name })
    }

    /// A copy of a repository as it is now, for applying patches to.
    func copy(_ repository: String) throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        let result = try runProcess("/bin/cp", ["-R", root.path + "/repos/" + repository + "/.", copy.path], in: root.path)
        #expect(result.status == 0)
        return copy
    }
}

@Suite struct BatchTests {
    @Test func patchesApplySummaryCountsMatchAndAMissingRepositoryIsReported() throws {
        let fixture = try BatchFixture()
        let result = try fixture.batch(["--jobs", "2"])
        #expect(result.status == 2, "a missing repository makes the batch fail: \(result.stderr)")
        #expect(result.stderr.contains("[4/4] missing: failed: "), "plain progress lines when stderr is not a terminal: \(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}["))

        let summary = try fixture.summary()
        let missing = try fixture.repository("missing", in: summary)
        #expect(missing["status"] as? String == "failed")
        #expect((missing["error"] as? String)?.contains("No such file or directory") == true)

        for name in ["configured", "suppressed", "plain"] {
            let entry = try fixture.repository(name, in: summary)
            #expect(entry["status"] as? String == "ok", "\(name)")
            let patch = try fixture.root.readText("out/\(name).patch")
            let files = try #require(entry["files"] as? [String: Int])
            let rules = try #require(entry["rules"] as? [String: [String: Int]])
            // summary.json agrees with the patch: changed files and edited lines.
            #expect(files["changed"] == patch.components(separatedBy: "\n+++ b/").count - 1, "\(name)")
            // Split bytes, not Characters: "\r\n" is one Character in Swift.
            let lines = patch.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
            let added = lines.filter { $0.hasPrefix("+") && $0.contains("reconfigureItems") }.count
            #expect(rules["reconfigure-items"]?["edits"] == added, "\(name)")

            // The patch applies to a fresh copy and gives what `batch --apply` gives.
            let viaPatch = try fixture.copy(name)
            try viaPatch.write("x.patch", patch)
            let applied = try runProcess(fixture.git, ["apply", "x.patch"], in: viaPatch.path)
            #expect(applied.status == 0, "\(name): \(applied.stderr)")
            try FileManager.default.removeItem(atPath: viaPatch.path + "/x.patch")
            let viaApply = try fixture.copy(name)
            let applyRun = try ModernizeBinary.run(["batch", viaApply.path, "--out", fixture.root.path + "/applied-\(name)", "--apply", "--quiet"], in: fixture.root.path)
            #expect(applyRun.status == 0, "\(applyRun.stderr)")
            #expect(try runProcess("/usr/bin/diff", ["-r", "-x", ".git", viaPatch.path, viaApply.path], in: "/").status == 0, "\(name)")
        }

        let configured = try fixture.repository("configured", in: summary)
        #expect(configured["fileListing"] as? String == "git ls-files")
        #expect((configured["files"] as? [String: Int]) == ["scanned": 3, "changed": 1, "skipped": 0, "excluded": 1, "generated": 0], "Ignored/ is not listed; Generated/ is excluded")
        #expect((configured["rules"] as? [String: [String: Int]])?["reconfigure-items"] == ["edits": 1, "findings": 2, "suppressed": 0, "safe": 0, "review": 1, "reviewApplied": 1, "finding": 1])
        let targets = try #require(configured["deploymentTargets"] as? [[String: Any]])
        #expect(targets.map { "\($0["version"]!) \($0["source"]!)" } == ["16 Package.swift", "14 minimumIOS in Legacy/.modernize.json"])
        let patch = try fixture.root.readText("out/configured.patch")
        #expect(patch.contains("+++ b/Sources/List.swift") && !patch.contains("Generated") && !patch.contains("Ignored"))

        let suppressed = try fixture.repository("suppressed", in: summary)
        #expect((suppressed["rules"] as? [String: [String: Int]])?["reconfigure-items"] == ["edits": 2, "findings": 2, "suppressed": 2, "safe": 0, "review": 2, "reviewApplied": 2, "finding": 0])
        let plain = try fixture.repository("plain", in: summary)
        #expect(plain["fileListing"] as? String == "directory walk")
        #expect((plain["files"] as? [String: Int])?["scanned"] == 1, ".build is skipped")
        let assumed = try #require((plain["deploymentTargets"] as? [[String: Any]])?.first)
        #expect(assumed["source"] as? String == "none found; assumed iOS 15, the lowest current Xcode supports; set --min-ios or minimumIOS")

        let markdown = try fixture.root.readText("out/summary.md")
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| `suppressed` |") }, "\(markdown)")
        #expect(row.hasPrefix("| `suppressed` | ok | 15 (none found; assumed iOS 15, the lowest current Xcode supports; set --min-ios or minimumIOS) | 3 | 2 | 0 | 0 | 0 |"), "\(row)")
        #expect(row.hasSuffix("| 0 | 2 | 0 | 2 |"), "its sites over all rules: 2 review rewrites applied, 2 suppressed: \(row)")
        #expect(markdown.contains("| **total** | 3 of 4 ok |"))
        // Rules are rows of their own table, only those with a site: reconfigure-items in all three.
        #expect(markdown.contains("| `reconfigure-items` | 3 | 0 | 4 | 1 | 2 |"), "\(markdown)")
        #expect(!markdown.contains("| `gcd-to-task` |"), "a rule without a site has no row")
        #expect(markdown.contains("## Failed"))
    }

    @Test func resumeSkipsCompleteResultsAndRetriesTheRest() throws {
        let fixture = try BatchFixture()
        _ = try fixture.batch([])
        let firstPatch = try fixture.root.read("out/suppressed.patch")
        let firstRecord = try fixture.root.read("out/results/suppressed.json")
        // Change a finished repository: --resume must not look at it again.
        try fixture.root.write("repos/suppressed/A.swift", BatchFixture.twoSites(suppressingSecond: false))
        // Drop another's completion record: --resume must redo it.
        try FileManager.default.removeItem(atPath: fixture.root.path + "/out/results/plain.json")
        try fixture.root.write("repos/plain/Second.swift", Fixtures.legacy)

        let resumed = try fixture.batch(["--resume"])
        #expect(resumed.stderr.contains("suppressed: skipped (complete result from an earlier run)"), "\(resumed.stderr)")
        #expect(resumed.stderr.contains("configured: skipped"))
        #expect(resumed.stderr.contains("plain: ok"))
        #expect(resumed.stderr.contains("missing: failed"), "failed repositories are retried")
        #expect(try fixture.root.read("out/suppressed.patch") == firstPatch)
        #expect(try fixture.root.read("out/results/suppressed.json") == firstRecord)
        #expect(try fixture.root.readText("out/plain.patch").contains("+++ b/Second.swift"))
        #expect((try fixture.repository("plain", in: fixture.summary())["files"] as? [String: Int])?["changed"] == 2)

        // Other options make earlier results stale.
        let otherOptions = try fixture.batch(["--resume", "--min-ios", "14"])
        #expect(!otherOptions.stderr.contains("skipped (complete"))
        #expect(!FileManager.default.fileExists(atPath: fixture.root.path + "/out/suppressed.patch"), "nothing to rewrite below iOS 15: stale patch removed")
    }

    @Test func outputIsIdenticalForAnyJobCount() throws {
        let fixture = try BatchFixture()
        for index in 0..<12 { try fixture.root.write("repos/plain/More\(index).swift", Fixtures.legacy) }
        _ = try fixture.batch(["--jobs", "1", "--format", "json"], out: "one")
        _ = try fixture.batch(["--jobs", "4", "--format", "json"], out: "four")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path + "/one").sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: fixture.root.path + "/four").sorted()))
        #expect(names.contains("plain.patch") && names.contains("plain.json"))
        for name in names where name != "results" && name != "summary.json" {
            #expect(try fixture.root.read("one/" + name) == fixture.root.read("four/" + name), "\(name) differs")
        }
        // summary.json differs only in the measured durations and times.
        #expect(try withoutDurations(fixture.summary("one")) == withoutDurations(fixture.summary("four")))
    }

    @Test func sarifReportsHaveTheRequiredFields() throws {
        let fixture = try BatchFixture()
        _ = try fixture.batch(["--format", "sarif"])
        let log = try #require(JSONSerialization.jsonObject(with: Data(fixture.root.read("out/configured.sarif"))) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-schema-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "swift-modernize")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let reconfigure = try #require(rules.first { $0["id"] as? String == "reconfigure-items" }, "every enabled rule is described")
        #expect(((reconfigure["help"] as? [String: Any])?["text"] as? String)?.contains("reconfigureItems") == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2, "one rewrite with its review note (Sources/List.swift), one finding (Legacy/Old.swift): one result per site")
        for result in results {
            #expect(result["ruleId"] as? String == "reconfigure-items")
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] is String)
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 6)
        }
        let withFix = try #require(results.first { $0["fixes"] != nil })
        let change = try #require(((withFix["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/List.swift")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "reconfigureItems")
        #expect((replacement["deletedRegion"] as? [String: Int]) == ["startLine": 6, "startColumn": 18, "endLine": 6, "endColumn": 29])
    }

    @Test func badBatchArgumentsExitWithTwo() throws {
        let directory = try TemporaryDirectory()
        for arguments in [["batch", "."], ["batch", "--out", "o"], ["batch", ".", "--out", "o", "--repos-file", "nope.txt"], ["batch", ".", "--out", "o", "--format", "xml"]] {
            let result = try ModernizeBinary.run(arguments, in: directory.path)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.isEmpty)
        }
    }

    @Test func collidingNamesGetSuffixes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/app/X.swift", Fixtures.legacy)
        try directory.write("b/app/Y.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["batch", "a/app", "b/app", "--out", "out", "--quiet"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try directory.readText("out/app.patch").contains("+++ b/X.swift"))
        #expect(try directory.readText("out/app-2.patch").contains("+++ b/Y.swift"))
    }
}

/// A JSON value with every "durationSeconds" and the run's times ("run") removed, re-encoded
/// for comparison.
func withoutDurations(_ value: Any) throws -> Data {
    func strip(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            return dictionary.filter { $0.key != "durationSeconds" && $0.key != "run" }.mapValues(strip)
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }
    return try JSONSerialization.data(withJSONObject: strip(value), options: [.sortedKeys])
}
