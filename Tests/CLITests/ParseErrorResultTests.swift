import Foundation
import TestSupport
import Testing

/// Issue 48: a file that does not parse is an `error` result (`[parse-error]`) in every format,
/// counted by `--fail-on error`; the run goes on and does not exit 2 for it.
@Suite struct ParseErrorResultTests {
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Broken.swift", BadInputTests.broken)
        try directory.write("Good.swift", Fixtures.legacy)
        return directory
    }

    @Test func textIsACompilerStyleErrorAndTheRunGoesOn() throws {
        let directory = try Self.project()
        let diff = try ModernizeBinary.run(["diff", "."], in: directory.path)
        #expect(diff.status == 1, "Good.swift's change is pending; the parse error is no exit 2: \(diff.stderr)")
        #expect(diff.stdout.contains("+++ b/Good.swift") && !diff.stdout.contains("Broken.swift"), "\(diff.stdout)")
        #expect(diff.stderr.contains("Broken.swift:3:22: error: [parse-error] expected ')' to end function call; the file does not parse, so no rule ran on it"), "\(diff.stderr)")
        #expect(!diff.stderr.contains("warning: Broken.swift"), "one line, not a skip warning besides: \(diff.stderr)")
        #expect(diff.stderr.contains("2 files scanned (2 parsed), 1 would change, 1 skipped"), "\(diff.stderr)")

        #expect(try ModernizeBinary.run(["diff", "Broken.swift"], in: directory.path).status == 0, "nothing pending, no gate")
        let gated = try ModernizeBinary.run(["diff", "--fail-on", "error", "Broken.swift"], in: directory.path)
        #expect(gated.status == 1 && gated.stderr.contains("the run leaves 1 error (--fail-on error): exit 1"), "\(gated.stderr)")
    }

    @Test func reportFormatsCarryItAsAResult() throws {
        let directory = try Self.project()
        let json = try ModernizeBinary.run(["diff", "--format", "json", "Broken.swift"], in: directory.path)
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        #expect(file["status"] as? String == "skipped")
        let result = try #require((file["results"] as? [[String: Any]])?.first, "\(file)")
        #expect(result["rule"] as? String == "parse-error" && result["severity"] as? String == "error" && result["kind"] as? String == "finding", "\(result)")
        #expect(JSONPointer.value(in: result, at: "/range/start/line") as? Int == 3 && JSONPointer.value(in: result, at: "/range/start/column") as? Int == 22)

        let sarif = try ModernizeBinary.run(["diff", "--format", "sarif", "Broken.swift"], in: directory.path)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(JSONPointer.value(in: log, at: "/runs/0/results") as? [[String: Any]])
        #expect(results.count == 1 && results[0]["ruleId"] as? String == "parse-error" && results[0]["level"] as? String == "error", "\(results)")
        #expect(JSONPointer.value(in: log, at: "/runs/0/invocations/0/executionSuccessful") as? Bool == true, "a result, not a failed run")
        #expect((JSONPointer.value(in: log, at: "/runs/0/invocations/0/toolExecutionNotifications") as? [Any])?.isEmpty == true)

        let github = try ModernizeBinary.run(["diff", "--format", "github", "Broken.swift"], in: directory.path)
        #expect(github.stdout.split(separator: "\n").count == 1, "one annotation: \(github.stdout)")
        #expect(github.stdout.hasPrefix("::error file=Broken.swift,line=3,col=22,endLine=3,endColumn=22,title=modernize [parse-error]::expected ')'"), "\(github.stdout)")
    }

    /// Nothing in a file that does not parse was looked at: a baseline never accepts it.
    @Test func aBaselineNeverAcceptsIt() throws {
        let directory = try Self.project()
        let written = try ModernizeBinary.run(["diff", "--write-baseline", "b.json", "."], in: directory.path)
        #expect(written.stderr.contains("note: wrote 1 accepted site to b.json"), "Good.swift's site only: \(written.stderr)")
        let gated = try ModernizeBinary.run(["diff", "--baseline", "b.json", "--fail-on", "error", "."], in: directory.path)
        #expect(gated.status == 1 && gated.stderr.contains("Broken.swift:3:22: error: [parse-error]"), "\(gated.stderr)")
    }
}
