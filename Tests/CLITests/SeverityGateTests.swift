import Foundation
import TestSupport
import Testing

/// Issue 32, problems 1 and 2 and the `--quiet` part of 9: every result has a severity,
/// `--fail-on` is a threshold, `.modernize.json` sets a rule's level, baselines hold every site
/// kind (pending rewrites included) and survive line moves, and `--quiet` prints no note.
@Suite struct SeverityGateTests {
    /// An intentional serial queue: a note about correct code.
    static let serialQueue = """
        import Foundation

        final class Store {
            private let queue = DispatchQueue(label: "store")

            func save() {
                queue.async { print("saved") }
            }
        }

        """

    /// A pending safe rewrite (`Task { @MainActor in }`).
    static let mainAsync = """
        import UIKit

        final class Screen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                DispatchQueue.main.async {
                    self.view.setNeedsLayout()
                }
            }
        }

        """

    /// A finding that needs action (a warning).
    static let mainSync = CIGateTests.legacy

    static func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> ProcessResult {
        try ModernizeBinary.run(arguments, in: directory.path, review: false)
    }

    /// Problem 1: a note about correct code does not fail `--fail-on warning` (nor the
    /// deprecated `findings`, which now ignores notes); `note` (and its alias `any`) does.
    @Test func failOnIsASeverityThreshold() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Store.swift", Self.serialQueue)
        let plain = try Self.run(["diff", "."], in: directory)
        #expect(plain.stderr.contains("Store.swift:7:9: note: [gcd-to-task] async on a custom DispatchQueue"), "\(plain.stderr)")
        #expect(try Self.run(["diff", "--fail-on", "warning", "."], in: directory).status == 0, "a note does not fail --fail-on warning")
        #expect(try Self.run(["diff", "--fail-on", "error", "."], in: directory).status == 0)
        let note = try Self.run(["diff", "--fail-on", "note", "."], in: directory)
        #expect(note.status == 1 && note.stderr.contains("the run leaves 1 note (--fail-on note): exit 1"), "\(note.stderr)")
        #expect(try Self.run(["diff", "--fail-on", "any", "."], in: directory).status == 1, "`any` is `note`")
        let findings = try Self.run(["diff", "--fail-on", "findings", "."], in: directory)
        #expect(findings.status == 0, "the deprecated `findings` no longer counts notes: \(findings.stderr)")
        #expect(findings.stderr.contains("warning: --fail-on findings is deprecated: use --fail-on warning"), "\(findings.stderr)")

        try directory.write("Sync.swift", Self.mainSync)
        let warning = try Self.run(["diff", "--fail-on", "warning", "."], in: directory)
        #expect(warning.status == 1 && warning.stderr.contains("the run leaves 1 warning (--fail-on warning): exit 1"), "\(warning.stderr)")
        #expect(try Self.run(["diff", "--fail-on", "findings", "."], in: directory).status == 1)
        let bad = try Self.run(["diff", "--fail-on", "sometimes", "."], in: directory)
        #expect(bad.status != 0 && bad.status != 1 && bad.stderr.contains("sometimes"), "a usage error: \(bad.stderr)")

        let help = try Self.run(["diff", "--help"], in: directory)
        for text in ["--fail-on <level>", "error; warning (pending rewrites in diff, review rewrites not", "note (also information"] {
            #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: "").contains(text.replacingOccurrences(of: "  ", with: "")), "\(text): \(help.stdout)")
        }
    }

    /// Problem 1: a rule's severity from `.modernize.json` (what the run leaves; applied
    /// rewrites stay notes), validated with the file's name.
    @Test func configSetsARulesSeverity() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sync.swift", Self.mainSync)
        try directory.write(".modernize.json", #"{"severity": {"gcd-to-task": "note"}}"#)
        let lowered = try Self.run(["diff", "--fail-on", "warning", "."], in: directory)
        #expect(lowered.status == 0, "\(lowered.stderr)")
        #expect(lowered.stderr.contains("Sync.swift:4:5: note: [gcd-to-task]"), "\(lowered.stderr)")
        try directory.write(".modernize.json", #"{"severity": {"gcd-to-task": "error"}}"#)
        let raised = try Self.run(["diff", "--fail-on", "error", "--format", "github", "."], in: directory)
        #expect(raised.status == 1 && raised.stdout.hasPrefix("::error file=Sync.swift,line=4,col=5,"), "\(raised.stdout)\(raised.stderr)")

        try directory.write(".modernize.json", #"{"severity": {"gcd-to-task": "fatal"}}"#)
        let badLevel = try Self.run(["diff", "."], in: directory)
        #expect(badLevel.status == 2 && badLevel.stderr.contains(#".modernize.json: 'severity': 'gcd-to-task' must be "error", "warning" or "note", not "fatal" (a string)"#), "\(badLevel.stderr)")
        try directory.write(".modernize.json", #"{"severity": {"gcd-to-taks": "note"}}"#)
        let badRule = try Self.run(["diff", "."], in: directory)
        #expect(badRule.status == 2 && badRule.stderr.contains("'severity': unknown rule 'gcd-to-taks'"), "\(badRule.stderr)")
    }

    /// Problem 2: a baseline written on day one holds the pending rewrites too, so the gate
    /// passes; a line move keeps it; a new site (even on an identical line) fails it.
    @Test func baselineGateHoldsPendingRewritesAndSurvivesLineMoves() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screen.swift", Self.mainAsync)
        try directory.write("Store.swift", Self.serialQueue)
        try directory.write("Sync.swift", Self.mainSync)
        #expect(try Self.run(["diff", "."], in: directory).status == 1, "without a baseline, pending changes exit 1 (git semantics)")
        let written = try Self.run(["diff", "--write-baseline", "baseline.json", "."], in: directory)
        #expect(written.stderr.contains("note: wrote 3 accepted sites to baseline.json"), "\(written.stderr)")
        let baseline = try #require(JSONSerialization.jsonObject(with: Data(directory.readText("baseline.json").utf8)) as? [String: Any])
        #expect(baseline["version"] as? Int == 2)
        let entries = try #require(baseline["entries"] as? [[String: String]])
        #expect(entries.contains { $0["path"] == "Screen.swift" && $0["line"] == "DispatchQueue.main.async {" && $0["fingerprint"]?.count == 16 }, "\(entries)")
        #expect(!entries.contains { $0["line"]?.isEmpty ?? true })

        let gate = ["diff", "--baseline", "baseline.json", "--fail-on", "warning", "."]
        let day1 = try Self.run(gate, in: directory)
        #expect(day1.status == 0, "nothing new: \(day1.stderr)")
        #expect(day1.stderr.contains("note: 3 sites accepted by the baseline baseline.json"), "\(day1.stderr)")
        #expect(day1.stdout.contains("+        Task { @MainActor in"), "the diff itself stays whole: \(day1.stdout)")
        #expect(!day1.stderr.contains("Sync.swift:4:5"), "accepted findings are not printed: \(day1.stderr)")

        // Lines move (a header, re-indentation) and code is added elsewhere: still accepted.
        try directory.write("Screen.swift", "// Copyright\n\n" + Self.mainAsync.replacingOccurrences(of: "    ", with: "\t"))
        let moved = try Self.run(gate + ["--format", "github"], in: directory)
        #expect(moved.status == 0 && moved.stdout.isEmpty, "\(moved.stdout)\(moved.stderr)")

        // A second identical call is new: one annotation, exit 1. Identical lines are matched
        // in position order, so the later one is the new one.
        try directory.write("Screen.swift", Self.mainAsync.replacingOccurrences(
            of: "        super.viewDidLoad()\n", with: "        super.viewDidLoad()\n        DispatchQueue.main.async {\n            self.view.layoutIfNeeded()\n        }\n"))
        let added = try Self.run(gate + ["--format", "github"], in: directory)
        #expect(added.status == 1 && added.stderr.contains("the run leaves 1 warning (--fail-on warning): exit 1"), "--fail-on decides: \(added.stderr)")
        let annotations = added.stdout.split(separator: "\n")
        #expect(annotations.count == 1, "\(added.stdout)")
        #expect(annotations.first?.hasPrefix("::warning file=Screen.swift,line=9,col=9,") == true, "\(added.stdout)")

        // Refreshing while passing the old baseline writes the whole current set.
        let refreshed = try Self.run(["diff", "--baseline", "baseline.json", "--write-baseline", "baseline.json", "."], in: directory)
        #expect(refreshed.stderr.contains("note: wrote 4 accepted sites to baseline.json"), "\(refreshed.stderr)")
        #expect(try Self.run(gate, in: directory).status == 0)
    }

    /// A version 1 baseline (findings only, keyed by line text and message) is still read.
    @Test func versionOneBaselinesStillAccept() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sync.swift", Self.mainSync)
        try directory.write("old.json", """
            { "entries" : [ { "line" : "DispatchQueue.main.sync { 1 }", "message" : "DispatchQueue.main.sync not rewritten", "path" : "Sync.swift", "rule" : "gcd-to-task" } ], "version" : 1 }

            """)
        let result = try Self.run(["diff", "--baseline", "old.json", "--fail-on", "warning", "."], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("is a version 1 baseline"), "\(result.stderr)")
    }

    /// Problem 9 (`--quiet`): no notes at all (tool notes, findings of severity note, the
    /// summary); warnings, errors and stdout stay.
    @Test func quietPrintsNoNotes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Store.swift", Self.serialQueue)
        try directory.write("Sync.swift", Self.mainSync)
        try directory.write("Screen.swift", Self.mainAsync)
        _ = try Self.run(["diff", "--write-baseline", "b.json", "Screen.swift"], in: directory)
        let normal = try Self.run(["diff", "--baseline", "b.json", "."], in: directory)
        #expect(normal.stderr.contains("note: [gcd-to-task]") && normal.stderr.contains("note: 1 site accepted"), "\(normal.stderr)")
        let quiet = try Self.run(["diff", "--quiet", "--baseline", "b.json", "--write-baseline", "c.json", "."], in: directory)
        #expect(!quiet.stderr.contains("note"), "\(quiet.stderr)")
        #expect(quiet.stderr.contains("Sync.swift:4:5: warning: [gcd-to-task]"), "warnings stay: \(quiet.stderr)")
        #expect(quiet.stdout == normal.stdout && quiet.status == normal.status)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/c.json"), "what was asked is still done")
    }
}
