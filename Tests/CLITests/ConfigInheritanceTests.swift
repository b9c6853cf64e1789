import Foundation
import TestSupport
import Testing

/// `.modernize.json` files inherit from their parent directories up to the repository root
/// (`"root": true` stops the walk), `--config FILE` replaces them, `modernize config` says
/// where each setting came from, and broken JSON is reported with its line and column.
@Suite struct ConfigInheritanceTests {
    /// A repository whose root config disables a rule and sets the deployment target, and a
    /// nested config that only turns review rewrites on.
    private func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true)
        try directory.write(".modernize.json", #"{ "minimumIOS": "16", "disabledRules": ["foreground-style"], "exclude": ["App/Generated/**"] }"#)
        try directory.write("App/.modernize.json", #"{ "includeReview": true }"#)
        try directory.write("App/List.swift", Fixtures.legacy)
        return directory
    }

    @Test func nestedFilesInheritFromParentsKeyByKey() throws {
        let directory = try repository()
        // The review rewrite applies (nested file) and the root's minimumIOS reaches the file.
        let run = try ModernizeBinary.run(["diff", "App"], in: directory.path, review: false)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("+        snapshot.reconfigureItems(ids)"), "includeReview from App/.modernize.json: \(run.stderr)")
        #expect(run.stderr.contains("deployment target: iOS 16 (minimumIOS in .modernize.json)"), "\(run.stderr)")

        let shown = try ModernizeBinary.run(["config", "App/List.swift"], in: directory.path)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("settings for App/List.swift"))
        #expect(shown.stdout.contains("except foreground-style  (.modernize.json)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("minimumIOS        iOS 16  (minimumIOS in .modernize.json)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("includeReview     all  (App/.modernize.json)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("includeGenerated  false  (default)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("config files, nearest first: App/.modernize.json, .modernize.json"), "\(shown.stdout)")

        // A parent's exclude pattern (relative to its own directory) reaches nested files.
        try directory.write("App/Generated/Old.swift", Fixtures.legacy)
        let excluded = try ModernizeBinary.run(["config", "App/Generated/Old.swift"], in: directory.path)
        #expect(excluded.stdout.contains("exclude           excluded  (.modernize.json: App/Generated/**)"), "\(excluded.stdout)")
    }

    @Test func rootTrueStopsInheritanceAndTheWalkStopsAtTheRepository() throws {
        let directory = try repository()
        try directory.write("App/.modernize.json", #"{ "root": true }"#)
        let shown = try ModernizeBinary.run(["config", "App"], in: directory.path)
        #expect(shown.stdout.contains("minimumIOS        iOS 15  (none found"), "\(shown.stdout)")
        #expect(shown.stdout.contains("rules             all "), "\(shown.stdout)")
        #expect(shown.stdout.contains("config files, nearest first: App/.modernize.json (root)"), "\(shown.stdout)")

        // A config above the repository root is never read.
        let outer = try TemporaryDirectory()
        try outer.write(".modernize.json", #"{ "minimumIOS": "17" }"#)
        try FileManager.default.createDirectory(atPath: outer.path + "/repo/.git", withIntermediateDirectories: true)
        try outer.write("repo/A.swift", Fixtures.legacy)
        let inner = try ModernizeBinary.run(["config", "A.swift"], in: outer.path + "/repo")
        #expect(inner.stdout.contains("config files, nearest first: none"), "\(inner.stdout)")
    }

    @Test func explicitConfigReplacesTheFilesFound() throws {
        let directory = try repository()
        try directory.write("ci/strict.json", #"{ "rules": ["reconfigure-items"], "includeReview": false }"#)
        let run = try ModernizeBinary.run(["diff", "--config", "ci/strict.json", "App"], in: directory.path, review: false)
        #expect(run.status == 0, "the review rewrite is not applied under the explicit config: \(run.stdout)")
        #expect(run.stdout.isEmpty)
        let shown = try ModernizeBinary.run(["config", "--config", "ci/strict.json", "App"], in: directory.path)
        #expect(shown.stdout.contains("rules             reconfigure-items  (ci/strict.json)"), "\(shown.stdout)")
        #expect(shown.stdout.contains("config files, nearest first: ci/strict.json"), "\(shown.stdout)")

        let missing = try ModernizeBinary.run(["diff", "--config", "nope.json", "App"], in: directory.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--config: cannot read 'nope.json'"), "\(missing.stderr)")
    }

    @Test func brokenJSONNamesLineAndColumn() throws {
        let directory = try repository()
        try directory.write("App/.modernize.json", "{\n  \"includeReview\": true,,\n}\n")
        let run = try ModernizeBinary.run(["diff", "App"], in: directory.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("App/.modernize.json: not valid JSON at line 2, column 25"), "\(run.stderr)")
        let shown = try ModernizeBinary.run(["config", "App"], in: directory.path)
        #expect(shown.status == 2)
        #expect(shown.stderr.contains("App/.modernize.json: not valid JSON at line 2, column 25"), "\(shown.stderr)")

        try directory.write("App/.modernize.json", "{\n  \"includeReview\": tru\n}\n")
        let typo = try ModernizeBinary.run(["diff", "App"], in: directory.path)
        #expect(typo.stderr.contains("App/.modernize.json: not valid JSON at line 2, column"), "\(typo.stderr)")
    }
}
