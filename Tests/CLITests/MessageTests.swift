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
}
