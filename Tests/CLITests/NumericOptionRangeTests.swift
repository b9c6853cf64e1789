import Foundation
import TestSupport
import Testing

/// Issue 43, item 9: every numeric option of every command takes a range. A value outside it
/// is a usage error (exit 2) naming the option, the value and the range; it used to crash
/// (`--file-timeout 1e10`, `--verify-timeout 1e15`: SIGILL converting to nanoseconds) or say
/// "Missing value" (`--max-annotations -1`).
@Suite struct NumericOptionRangeTests {
    // (command, option, value, what the error says)
    static let outOfRange: [([String], String, String, String)] = [
        (["diff"], "--file-timeout", "1e10", "'--file-timeout <seconds>': accepted: 0 (no limit) to 86400 seconds"),
        (["diff"], "--file-timeout", "nan", "'--file-timeout <seconds>': accepted: 0 (no limit) to 86400 seconds"),
        (["review"], "--file-timeout", "-1", "'--file-timeout <seconds>': accepted: 0 (no limit) to 86400 seconds"),
        (["diff"], "--jobs", "0", "'--jobs <jobs>': accepted: 1 to 1024"),
        (["apply"], "--jobs", "99999999999999999999", "'--jobs <jobs>': accepted: 1 to 1024"),
        (["diff"], "--max-annotations", "-1", "'--max-annotations <n>': accepted: 0 (no limit) to 1000000"),
        (["apply"], "--max-annotations", "1000001", "'--max-annotations <n>': accepted: 0 (no limit) to 1000000"),
        (["diff"], "--max-file-size", "1e30MB", "--max-file-size '1e30MB' is out of range: accepted: 0 (no limit) to 1024MB"),
        (["apply"], "--max-file-size", "99999999999999999999", "--max-file-size '99999999999999999999' is out of range: accepted: 0 (no limit) to 1024MB"),
        (["apply", "--verify", "true"], "--verify-timeout", "1e15", "'--verify-timeout <seconds>': accepted: more than 0, up to 86400 seconds"),
        (["apply", "--verify", "true"], "--verify-timeout", "-1", "'--verify-timeout <seconds>': accepted: more than 0, up to 86400 seconds"),
        (["apply", "--verify", "true"], "--verify-max-builds", "-1", "'--verify-max-builds <N>': accepted: 1 to 1000"),
        (["apply", "--verify", "true"], "--verify-max-builds", "1001", "'--verify-max-builds <N>': accepted: 1 to 1000"),
    ]

    @Test(arguments: outOfRange)
    func aValueOutsideTheRangeIsAUsageError(_ command: [String], _ option: String, _ value: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(command + [option, value, "."], in: directory.path)
        #expect(result.status == 2, "\(option) \(value): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(option) \(value): \(result.stderr)")
        if message.hasPrefix("'") { #expect(result.stderr.contains("The value '\(value)' is invalid for \(message)"), "\(result.stderr)") }
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
        #expect(try directory.readText("List.swift") == Fixtures.legacy)
    }

    @Test func batchAndReportRefuseTheirsToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("repo/List.swift", Fixtures.legacy)
        let batch = try ModernizeBinary.run(["batch", "--apply", "--verify", "true", "--verify-timeout", "1e300", "repo", "--out", "out"], in: directory.path)
        #expect(batch.status == 2, "\(batch.stderr)")
        #expect(batch.stderr.contains("The value '1e300' is invalid for '--verify-timeout <seconds>'"), "\(batch.stderr)")
        // batch-merge checks each of 1...N is there: N is bounded too.
        let shard = try ModernizeBinary.run(["batch", "--shard", "1/10001", "repo", "--out", "out"], in: directory.path)
        #expect(shard.status == 2, "\(shard.stderr)")
        #expect(shard.stderr.contains("--shard: expected K/N with 1 <= K <= N <= 10000 (e.g. 1/4), got '1/10001'"), "\(shard.stderr)")
        let report = try ModernizeBinary.run(["report", "--max-findings", "-1", "out.html", "out"], in: directory.path)
        #expect(report.status == 2, "\(report.stderr)")
        #expect(report.stderr.contains("The value '-1' is invalid for '--max-findings <n>': accepted: 0 to 1000000"), "\(report.stderr)")
    }

    /// The ends of each range are accepted.
    @Test func theBoundsThemselvesAreAccepted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let options = ["--file-timeout", "86400", "--jobs", "1024", "--max-annotations", "1000000", "--max-file-size", "1024MB"]
        let result = try ModernizeBinary.run(["diff"] + options + ["."], in: directory.path)
        #expect(result.status == 1, "pending change: \(result.stderr)")
        let none = try ModernizeBinary.run(["diff", "--file-timeout", "0", "--max-annotations", "0", "--max-file-size", "0", "."], in: directory.path)
        #expect(none.status == 1, "\(none.stderr)")
    }
}
