import Foundation
import TestSupport
import Testing

@Suite struct ReportFormatTests {
    @Test func diffJSONIsOneSortedDocumentAndKeepsTheExitCode() throws {
        let directory = try TemporaryDirectory()
        try directory.write("B.swift", BatchFixture.twoSites(suppressingSecond: true))
        try directory.write("A.swift", Fixtures.legacy)
        try directory.write("Plain.swift", "let x = 1\n")
        let result = try ModernizeBinary.run(["diff", "--format", "json", "--exit-code", "."], in: directory.path)
        #expect(result.status == 1, "changes pending: \(result.stderr)")
        #expect(!result.stdout.contains("+++ b/"), "no diff mixed into the JSON")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((document["tool"] as? [String: Any])?["version"] is String)
        #expect((document["options"] as? [String: Any])?["command"] as? String == "diff")
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["A.swift", "B.swift"], "sorted; untouched files left out")
        let edit = try #require((files[1]["edits"] as? [[String: Any]])?.first)
        #expect(edit["rule"] as? String == "reconfigure-items")
        #expect(edit["replacement"] as? String == "reconfigureItems")
        #expect(edit["range"] as? [String: [String: Int]] == ["start": ["line": 6, "column": 18], "end": ["line": 6, "column": 29]])
        #expect(files[1]["suppressed"] as? [String: Int] == ["reconfigure-items": 1])
        let rules = try #require((document["summary"] as? [String: Any])?["rules"] as? [String: [String: Int]])
        #expect(rules["reconfigure-items"] == ["edits": 2, "findings": 2, "suppressed": 1, "safe": 0, "review": 2, "reviewApplied": 2, "finding": 0],
                "two review rewrites applied, each with its note")
        #expect(result.stderr.contains("1 suppressed"))
        #expect(result.stderr.contains("deployment target: iOS 15 (none found; assumed iOS 15, the lowest current Xcode supports; set --min-ios or minimumIOS)"))

        // Same input, same bytes.
        let again = try ModernizeBinary.run(["diff", "--format", "json", "--jobs", "1", "."], in: directory.path)
        #expect(again.stdout == result.stdout)
    }

    @Test func diffSARIFOnStdout() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "--format", "sarif", "--min-ios", "14", "."], in: directory.path)
        #expect(result.status == 0, "below iOS 15 nothing is rewritten: \(result.stderr)")
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results[0]["level"] as? String == "note")
        #expect(results[0]["fixes"] == nil, "a finding has no edit, so no fix")
    }

    @Test func configFileIsFoundUpwardsAndTheCommandLineWins() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")  // marks the repository root
        try directory.write(".modernize.json", #"{"minimumIOS": "14", "exclude": ["Vendor"]}"#)
        try directory.write("App/Sources/A.swift", Fixtures.legacy)
        try directory.write("App/Vendor/V.swift", Fixtures.legacy)
        let fromConfig = try ModernizeBinary.run(["diff", "App"], in: directory.path)
        #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
        #expect(fromConfig.stderr.contains("App/Sources/A.swift:6:9: note: [reconfigure-items] not rewritten"))
        #expect(!fromConfig.stderr.contains("V.swift"))
        #expect(fromConfig.stderr.contains("1 excluded by .modernize.json"))
        #expect(fromConfig.stderr.contains("deployment target: iOS 14 (minimumIOS in .modernize.json)"))

        let fromCLI = try ModernizeBinary.run(["diff", "--min-ios", "15", "App"], in: directory.path)
        #expect(fromCLI.status == 1)
        #expect(fromCLI.stdout.contains("+++ b/App/Sources/A.swift") && !fromCLI.stdout.contains("Vendor"))
        #expect(fromCLI.stderr.contains("deployment target: iOS 15 (--min-ios)"))
    }

    @Test func badConfigIsAnErrorNamingKeyAndFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        try directory.write("Sub/.modernize.json", #"{"minimumIos": "15"}"#)
        try directory.write("Sub/A.swift", Fixtures.legacy)
        try directory.write("B.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["apply", "."], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: Sub/.modernize.json: unknown key 'minimumIos'"), "\(result.stderr)")
        #expect(try directory.readText("Sub/A.swift") == Fixtures.legacy, "files under a bad config are left alone")
        #expect(try directory.readText("B.swift") == Fixtures.migrated)
    }

    @Test func deploymentTargetFromAnXcodeProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", XcodeProjectText.deploymentTargets(["16.0", "13.0"]))
        try directory.write("App/A.swift", Fixtures.legacy)
        // The project is above the given path: found because it is in the same git work tree
        // (outside one, the lookup stops at the given path; InputBoundaryTests).
        let git = try #require(which("git"))
        #expect(try runProcess(git, ["init", "-q", "."], in: directory.path).status == 0)
        let result = try ModernizeBinary.run(["diff", "App"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stderr.contains("deployment target: iOS 13 (App.xcodeproj/project.pbxproj, lowest IPHONEOS_DEPLOYMENT_TARGET)"), "\(result.stderr)")
    }
}
