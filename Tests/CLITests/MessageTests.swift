import Foundation
import TestSupport
import Testing

/// Issue 18, items 15, 19, 23, 24, 25: options and inputs that used to give a misleading
/// message, a silent "last wins", or a misleading count.
@Suite struct MessageTests {
    @Test(arguments: [
        (["--rules", ""], "--rules: no rule id given"),
        (["--rules", "reconfigure-items", "--disable", "reconfigure-items"], "no rule left to run"),
        (["--jobs", "-1"], "The value '-1' is invalid for '--jobs <jobs>': accepted: 1 to 1024"),
        (["--min-ios", "-1"], "--min-ios '-1' is not a version"),
        (["--min-ios", "99"], "--min-ios '99' is out of range: accepted: iOS 8 to 30"),
        (["--max-file-size", "huge"], "--max-file-size 'huge' is not a size"),
    ])
    func badOptionsSayWhatIsWrong(_ options: [String], _ message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff"] + options + ["."], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test func aFileNameStartingWithADashGetsAHint() throws {
        let directory = try TemporaryDirectory()
        try directory.write("-rf.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "-rf.swift"], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("use -- before file names that start with a dash"), "\(result.stderr)")
        let fixed = try ModernizeBinary.run(["diff", "--", "-rf.swift"], in: directory.path)
        #expect(fixed.status == 1, "\(fixed.stderr)")
        #expect(fixed.stdout.hasPrefix("--- a/-rf.swift\n"))
    }

    @Test func repeatedRulesOptionsAccumulate() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "--format", "json", "--rules", "reconfigure-items", "--rules", "gcd-to-task", "."], in: directory.path)
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let options = try #require(report["options"] as? [String: Any])
        #expect((options["rules"] as? [String]).map(Set.init) == ["reconfigure-items", "gcd-to-task"], "\(options)")
    }

    @Test func wideEncodingsAreNamedAndOnlyParsedFilesAreCountedAsParsed() throws {
        let directory = try TemporaryDirectory()
        let utf16 = [UInt8](Fixtures.legacy.data(using: .utf16LittleEndian)!)
        try directory.write("Wide.swift", bytes: [0xFF, 0xFE] + utf16)
        try directory.write("NoMark.swift", bytes: utf16)
        try directory.write("Wide32.swift", bytes: [UInt8](Fixtures.legacy.data(using: .utf32BigEndian)!))
        try directory.write("Good.swift", Fixtures.legacy)
        try directory.write("Plain.swift", "let x = 1\n")
        let result = try ModernizeBinary.run(["apply", "."], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("warning: Wide.swift: skipped: UTF-16LE encoded; convert it to UTF-8"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: NoMark.swift: skipped: UTF-16LE encoded"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: Wide32.swift: skipped: UTF-32BE encoded"), "\(result.stderr)")
        #expect(result.stderr.contains("5 files scanned (1 parsed), 1 changed, 3 skipped"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "apply's summary goes to stderr: \(result.stdout)")
    }

    /// Issue 48: a misspelled rule id or command is named with the one meant, as ArgumentParser
    /// does for options (`Unknown option '--fail-onn'. Did you mean '--fail-on'?`).
    @Test func misspelledRuleIDsAndCommandsGetADidYouMean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let rule = try ModernizeBinary.run(["diff", "--rules", "gcd-to-tsk", "."], in: directory.path)
        #expect(rule.status == 2 && rule.stderr.contains("--rules: unknown rule 'gcd-to-tsk'; did you mean 'gcd-to-task'?"), "\(rule.stderr)")
        let disabled = try ModernizeBinary.run(["diff", "--disable", "reconfigure-item", "."], in: directory.path)
        #expect(disabled.stderr.contains("did you mean 'reconfigure-items'?"), "\(disabled.stderr)")
        let explain = try ModernizeBinary.run(["explain", "gcd-to-taks"], in: directory.path)
        #expect(explain.status == 2 && explain.stderr.contains("unknown rule 'gcd-to-taks'; did you mean 'gcd-to-task'?"), "\(explain.stderr)")
        let far = try ModernizeBinary.run(["diff", "--rules", "xyz", "."], in: directory.path)
        #expect(far.status == 2 && !far.stderr.contains("did you mean"), "nothing close: no guess: \(far.stderr)")

        let command = try ModernizeBinary.run(["dif", "."], in: directory.path)
        #expect(command.status == 2 && command.stderr.contains("error: unknown command 'dif'; did you mean 'diff'? (commands: apply, diff, review"), "\(command.stderr)")
        #expect(!command.stderr.contains("_batch-repository"), "the internal command is not offered")
        #expect(try ModernizeBinary.run(["help", "rules"], in: directory.path).status == 0, "`help` is a command too")
    }

    /// Issue 48: `recover` given a path that does not exist said "nothing to roll back" and
    /// exited 0; it is an error now, and the other paths are still checked.
    @Test func recoverOnAMissingPathIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/List.swift", Fixtures.legacy)
        let missing = try ModernizeBinary.run(["recover", "Nope"], in: directory.path)
        #expect(missing.status == 2 && missing.stderr.contains("error: Nope: No such file or directory"), "\(missing.stderr)")
        let mixed = try ModernizeBinary.run(["recover", "Nope", "App"], in: directory.path)
        #expect(mixed.status == 2 && mixed.stderr.contains("note: no interrupted change across files to roll back"), "App is still checked: \(mixed.stderr)")
        #expect(try ModernizeBinary.run(["recover", "App"], in: directory.path).status == 0)
    }

    /// Issue 48: counts agree with their noun ("1 file", never "1 files").
    @Test func countsOfOneAreSingular() throws {
        let directory = try TemporaryDirectory()
        try directory.write("repo/List.swift", Fixtures.legacy)
        let diff = try ModernizeBinary.run(["diff", "--write-baseline", "b.json", "repo"], in: directory.path)
        #expect(diff.stderr.contains("1 file scanned (1 parsed), 1 would change, 0 skipped, 0 internal errors"), "\(diff.stderr)")
        #expect(diff.stderr.contains("reconfigure-items  0 safe, 1 review (applied), 0 findings, 1 edit"), "\(diff.stderr)")
        #expect(diff.stderr.contains("note: wrote 1 accepted site to b.json"), "\(diff.stderr)")
        let batch = try ModernizeBinary.run(["batch", "repo", "--out", "out", "--no-cache"], in: directory.path)
        #expect(batch.stderr.contains("repo: ok, 1 file, 1 changed"), "\(batch.stderr)")
        #expect(batch.stderr.contains("1 repository: 1 ok, 0 failed; 1 file with changes"), "\(batch.stderr)")
    }
}
