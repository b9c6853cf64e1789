import Foundation
import TestSupport
import Testing

@Suite struct DiffAndApplyTests {
    @Test func diffExitsOneAndItsPatchEqualsApply() throws {
        let source = try TemporaryDirectory()
        try source.write("App/List.swift", Fixtures.legacy)
        try source.write("App/CRLF.swift", Fixtures.legacy.replacingOccurrences(of: "\n", with: "\r\n"))
        try source.write("App/BOM.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(Fixtures.legacy.utf8))
        try source.write("App/Other.swift", "let untouched = 1\n")

        let diff = try ModernizeBinary.run(["diff", "App"], in: source.path)
        #expect(diff.status == 1, "diff must exit 1 when changes are pending: \(diff.stderr)")
        #expect(diff.stdout.contains("--- a/App/List.swift\n+++ b/App/List.swift\n"))
        #expect(!diff.stdout.contains("\u{1B}["), "no color when stdout is not a terminal")
        #expect(try source.readText("App/List.swift") == Fixtures.legacy, "diff must write nothing")

        // Copy A gets the patch through git apply; copy B gets `modernize apply`.
        let viaPatch = try TemporaryDirectory()
        let viaApply = try TemporaryDirectory()
        for copy in [viaPatch, viaApply] {
            for name in ["List", "CRLF", "BOM", "Other"] {
                try copy.write("App/\(name).swift", bytes: try source.read("App/\(name).swift"))
            }
        }
        try viaPatch.write("x.patch", diff.stdout)
        let git = try #require(which("git"))
        let applied = try runProcess(git, ["apply", "x.patch"], in: viaPatch.path)
        #expect(applied.status == 0, "git apply: \(applied.stderr)")
        let apply = try ModernizeBinary.run(["apply", "App"], in: viaApply.path)
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(apply.stderr.contains("3 changed"))
        #expect(apply.stdout.isEmpty, "apply keeps stdout for data, like diff")
        for name in ["List", "CRLF", "BOM", "Other"] {
            #expect(try viaPatch.read("App/\(name).swift") == viaApply.read("App/\(name).swift"), "\(name) differs between git apply and modernize apply")
        }
        #expect(try viaApply.readText("App/List.swift") == Fixtures.migrated)
        #expect(try viaApply.read("App/CRLF.swift") == Array(Fixtures.migrated.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(try viaApply.read("App/BOM.swift") == [0xEF, 0xBB, 0xBF] + Array(Fixtures.migrated.utf8))

        let again = try ModernizeBinary.run(["diff", "App"], in: viaApply.path)
        #expect(again.status == 0, "a second run must find nothing: \(again.stdout)")
        #expect(again.stdout.isEmpty)
    }

    @Test func syntaxErrorIsReportedWithLineColumnAndTheRunContinues() throws {
        let directory = try TemporaryDirectory()
        let broken = "import UIKit\nfunc f(_ s: inout NSDiffableDataSourceSnapshot<Int, Int>) {\n    s.reloadItems([1]\n}\n"
        try directory.write("Broken.swift", broken)
        try directory.write("Good.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["apply", "."], in: directory.path)
        #expect(result.status == 0, "a parse error is a result, not a failure of the run: \(result.stderr)")
        #expect(result.stderr.contains("Broken.swift:3:22: error: [parse-error] expected ')' to end function call"), "\(result.stderr)")
        #expect(try directory.readText("Broken.swift") == broken)
        #expect(try directory.readText("Good.swift") == Fixtures.migrated)
    }

    @Test func missingPathIsAnErrorAndOthersStillRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["apply", "Missing.swift", "Good.swift"], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing.swift: No such file or directory"))
        #expect(try directory.readText("Good.swift") == Fixtures.migrated)
    }

    @Test func badArgumentsExitWithTwo() throws {
        let directory = try TemporaryDirectory()
        // (`diff` without a path runs on the current directory: CLIConsistencyTests.)
        for arguments in [["diff", ".", "--rules", "no-such-rule"], ["diff", ".", "--min-ios", "fifteen"], ["frobnicate"]] {
            let result = try ModernizeBinary.run(arguments, in: directory.path)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.isEmpty)
        }
    }

    @Test func minIOSBelowTheRuleReportsInsteadOfRewriting() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "--min-ios", "14", "."], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("List.swift:6:9: note: [reconfigure-items] not rewritten"), "\(result.stderr)")
    }

    @Test func outputIsTheSameForAnyJobCount() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<20 { try directory.write("F\(index).swift", Fixtures.legacy) }
        let one = try ModernizeBinary.run(["diff", "--jobs", "1", "."], in: directory.path)
        let four = try ModernizeBinary.run(["diff", "--jobs", "4", "."], in: directory.path)
        #expect(one.stdout == four.stdout)
        #expect(one.stderr == four.stderr)
        #expect(one.stdout.components(separatedBy: "+++ b/").count == 21)
    }
}

@Suite struct RulesCommandTests {
    @Test func rulesListsEveryRowWithStatus() throws {
        let directory = try TemporaryDirectory()
        let result = try ModernizeBinary.run(["rules"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("reconfigure-items"))
        #expect(result.stdout.contains("implemented"))
        #expect(result.stdout.contains("observable-macro"))
    }

    @Test func explainShowsTheRowAndAGoldenPair() throws {
        let directory = try TemporaryDirectory()
        let result = try ModernizeBinary.run(["explain", "reconfigure-items"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("since:     iOS 15"))
        #expect(result.stdout.contains("--- before"))
        #expect(result.stdout.contains("reconfigureItems"))
        let unknown = try ModernizeBinary.run(["explain", "nope"], in: directory.path)
        #expect(unknown.status == 2)
    }
}
