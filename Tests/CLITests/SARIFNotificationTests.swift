import Foundation
import TestSupport
import Testing

/// Issue 18, item 18: SARIF says which files were skipped and why, as invocation notifications
/// (a file that does not parse is a `parse-error` result instead: ParseErrorResultTests).
@Suite struct SARIFNotificationTests {
    @Test func skippedFilesAndErrorsAreToolExecutionNotifications() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Fixtures.legacy)
        try directory.write("Broken.swift", BadInputTests.broken)
        try directory.write("Binary.swift", bytes: [0x61, 0, 0x62])
        let result = try ModernizeBinary.run(["diff", "--format", "sarif", ".", "Missing.swift"], in: directory.path)
        #expect(result.status == 2)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let texts = notifications.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts.count == 2, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Missing.swift: No such file") }, "\(texts)")
        #expect(texts.contains { $0.contains("Binary.swift: skipped: binary content") }, "\(texts)")
        #expect(notifications.allSatisfy { $0["level"] as? String == "error" })

        let clean = try ModernizeBinary.run(["diff", "--format", "sarif", "A.swift"], in: directory.path)
        let cleanLog = try #require(JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])
        let cleanInvocation = try #require(((cleanLog["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        #expect(cleanInvocation["executionSuccessful"] as? Bool == true)
    }
}
