import Foundation
import TestSupport
import Testing

/// Issue 18: a repository that crashes its worker does not stop the batch (item 4); writing to
/// a full, closed or vanished stdout is an error message or a quiet exit, never a crash
/// (item 5); `apply` on a tree another run holds is refused (item 1).
@Suite struct ProcessFaultTests {
    static func shell(_ script: String, in directory: String) throws -> ProcessResult {
        try runProcess("/bin/sh", ["-c", script, "sh", ModernizeBinary.path], in: directory)
    }

    @Test func aRepositoryThatCrashesItsWorkerIsRecordedAndTheBatchGoesOn() throws {
        let directory = try TemporaryDirectory()
        for name in ["a", "b", "c"] { try directory.write("\(name)/List.swift", Fixtures.legacy) }
        let result = try runProcess(
            "/usr/bin/env", ["MODERNIZE_TEST_CRASH_REPOSITORY=b", ModernizeBinary.path, "batch", "--include-review", "a", "b", "c", "--out", "out"],
            in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[2/3] b: failed: the worker process crashed (signal 11"), "\(result.stderr)")
        #expect(result.stderr.contains("[3/3] c: ok"), "\(result.stderr)")
        let summary = try #require(JSONSerialization.jsonObject(with: Data(directory.read("out/summary.json"))) as? [String: Any])
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        #expect(repositories.map { $0["status"] as? String } == ["ok", "failed", "ok"])
        #expect(try directory.readText("out/c.patch").contains("+++ b/List.swift"))
        // --resume tries the failed one again (and it now works) and keeps the others.
        let resumed = try ModernizeBinary.run(["batch", "a", "b", "c", "--out", "out", "--resume"], in: directory.path)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try directory.readText("out/b.patch").contains("+++ b/List.swift"))
    }

    @Test func aFullStdoutIsAnErrorNotACrash() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let full = try Self.shell("\"$1\" diff --include-review . >/dev/full", in: directory.path)
        #expect(full.status == 2)
        #expect(full.stderr.contains("error: cannot write to standard output: No space left on device"), "\(full.stderr)")
        let closed = try Self.shell("\"$1\" diff --include-review . >&-", in: directory.path)
        #expect(closed.status == 2)
        #expect(closed.stderr.contains("error: cannot write to standard output: it is closed"), "\(closed.stderr)")
        #expect(try directory.readText("List.swift") == Fixtures.legacy)
    }

    @Test func aReaderThatGoesAwayEndsTheOutputQuietly() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<20 { try directory.write("F\(index).swift", Fixtures.legacy) }
        let head = try Self.shell("\"$1\" diff --include-review . | head -1", in: directory.path)
        #expect(head.stdout == "--- a/F0.swift\n", "\(head.stdout)")
        // The reader is surely gone before the first write: EPIPE, no SIGPIPE death, no trap.
        let gone = try Self.shell("(sleep 0.3; \"$1\" diff --include-review .; echo $? >status) | true", in: directory.path)
        #expect(gone.stderr.contains("20 files scanned"), "\(gone.stderr)")
        #expect(!gone.stderr.contains("Fatal") && !gone.stderr.contains("error:"), "\(gone.stderr)")
        #expect(try directory.readText("status") == "1\n", "diff's own status: changes pending")
    }

    @Test func applyOnATreeAnotherRunHoldsIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let holder = try ChildProcess("/usr/bin/flock", [directory.path, "sleep", "30"], in: directory.path)
        defer { holder.terminate(); _ = holder.wait(timeout: 5) }
        var result = try ModernizeBinary.run(["apply", "."], in: directory.path)
        for _ in 0..<50 where result.status == 0 {  // until flock has the lock
            usleep(20_000)
            result = try ModernizeBinary.run(["apply", "."], in: directory.path)
        }
        #expect(result.status == 2)
        #expect(result.stderr.contains("another modernize run holds the lock on this tree"), "\(result.stderr)")
    }
}

/// Issue 18, item 20: running out of file descriptors is said as such, never as "changed on
/// disk", and every file stays wholly old or wholly new.
@Suite struct DescriptorExhaustionTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit"))
    func runningOutOfDescriptorsIsReportedAsSuch() throws {
        var sawExhaustion = false
        for limit in 4...8 {
            let directory = try TemporaryDirectory()
            for index in 0..<3 { try directory.write("F\(index).swift", Fixtures.legacy) }
            let result = try runProcess("/usr/bin/prlimit", ["--nofile=\(limit)", ModernizeBinary.path, "apply", "--include-review", "--jobs", "1", "."], in: directory.path)
            #expect(!result.stderr.contains("changed on disk"), "limit \(limit): \(result.stderr)")
            if result.stderr.contains("Too many open files") {
                sawExhaustion = true
                #expect(result.status == 2)
            }
            for index in 0..<3 {
                let text = try directory.readText("F\(index).swift")
                #expect(text == Fixtures.legacy || text == Fixtures.migrated)
            }
        }
        #expect(sawExhaustion, "no limit ran out of descriptors")
    }
}
