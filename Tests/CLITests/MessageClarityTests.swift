import Foundation
import TestSupport
import Testing

/// Issue 31, item 22: messages that said nothing, or the wrong thing.
@Suite struct MessageClarityTests {
    @Test func lookAlikeSuppressionCommentsAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy
            .replacingOccurrences(of: "        snapshot.reloadItems(ids)\n", with: """
                        // MODERNIZE: disable-next-line reconfigure-items -- reviewed
                        snapshot.reloadItems(ids)
                        // modernize disable-next-line reconfigure-items
                        snapshot.reloadItems(ids)
                        // Modernise: disable-next-line reconfigure-items
                        snapshot.reloadItems(ids)
                        // Modernize the view later (prose, not a directive)

                """))
        let result = try ModernizeBinary.run(["diff", "."], in: directory.path, review: false)
        for (line, written) in [(6, "MODERNIZE: disable-next-line"), (8, "modernize disable-next-line"), (10, "Modernise: disable-next-line")] {
            #expect(result.stderr.contains("List.swift:\(line):9: warning: [modernize-suppression] `\(written)` is not read as a suppression comment (write `modernize:disable-next-line`, lowercase, with the colon); it silences nothing"), "\(result.stderr)")
        }
        #expect(!result.stderr.contains("List.swift:12:9: warning: [modernize-suppression]"), "prose is not a directive: \(result.stderr)")
    }

    @Test func negativeLimitsSayWhatIsWrong() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let size = try ModernizeBinary.run(["diff", "--max-file-size", "-1", "."], in: directory.path)
        #expect(size.status == 64 || size.status == 2, "\(size.stderr)")
        #expect(size.stderr.contains("--max-file-size '-1' is out of range: accepted: 0 (no limit) to 1024MB"), "\(size.stderr)")
        #expect(!size.stderr.contains("Missing value"))
        let timeout = try ModernizeBinary.run(["diff", "--file-timeout", "-1", "."], in: directory.path)
        #expect(timeout.stderr.contains("The value '-1' is invalid for '--file-timeout <seconds>': accepted: 0 (no limit) to 86400 seconds"), "\(timeout.stderr)")
        #expect(!timeout.stderr.contains("Missing value"))
    }

    @Test func aUTF16InfoPlistIsNotCalledBinary() throws {
        let golden = SceneDelegateApplyTests.golden
        let directory = try TemporaryDirectory()
        try directory.write("App/AppDelegate.swift", bytes: Array(try Data(contentsOf: golden.appendingPathComponent("AppDelegate.input.swift"))))
        let plist = try String(contentsOf: golden.appendingPathComponent("Info.plist"), encoding: .utf8)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        try directory.write("App/Info.plist", bytes: [0xFF, 0xFE] + plist.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let result = try ModernizeBinary.run(["diff", "--include-review", "--rules", "scene-delegate-lifecycle", "App"], in: directory.path, review: false)
        #expect(result.stderr.contains("`App/Info.plist` is an XML property list in UTF-16LE, not UTF-8; convert it to XML"), "\(result.stderr)")
        #expect(!result.stderr.contains("binary"), "\(result.stderr)")
    }
}
