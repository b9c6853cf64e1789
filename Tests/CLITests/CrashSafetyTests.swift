import Foundation
import ModernizeCore
import TestSupport
import Testing

/// `apply` killed at an arbitrary moment: no file may be half written, and the next run must
/// finish the job and leave no temporary file behind.
@Suite struct CrashSafetyTests {
    static let fileCount = 400

    /// Each file is distinct (its own class name) so a mix of two files' contents is detectable.
    static func legacy(_ index: Int) -> String {
        Fixtures.legacy.replacingOccurrences(of: "ListController", with: "ListController\(index)")
            + String(repeating: "// padding so a write takes more than one block\n", count: 100)
    }

    static func migrated(_ index: Int) -> String {
        legacy(index).replacingOccurrences(of: "reloadItems", with: "reconfigureItems")
    }

    @Test func killedApplyLeavesEveryFileWholeAndTheNextRunCleansUp() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<Self.fileCount { try directory.write("F\(index).swift", Self.legacy(index)) }

        let child = try ChildProcess(ModernizeBinary.path, ["apply", "--include-review", "--jobs", "2", "."], in: directory.path)
        // Kill as soon as the first file has been replaced: the run is then surely mid-way.
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline {
            if (0..<Self.fileCount).contains(where: { (try? directory.readText("F\($0).swift")) == Self.migrated($0) }) { break }
            usleep(1_000)
        }
        child.terminate(with: SIGKILL)
        let killed = try #require(child.wait(timeout: 60))
        #expect(killed.signal == SIGKILL, "the run finished before it could be killed: make fileCount larger")

        var migratedCount = 0
        for index in 0..<Self.fileCount {
            let text = try directory.readText("F\(index).swift")
            #expect(text == Self.legacy(index) || text == Self.migrated(index), "F\(index).swift is neither its original nor its migration")
            if text == Self.migrated(index) { migratedCount += 1 }
        }
        #expect(migratedCount > 0 && migratedCount < Self.fileCount, "not killed mid-run: \(migratedCount) migrated")

        // Whether or not the kill caught a write in flight, leave one temp file as a killed run
        // would (its creator, the killed process, is gone).
        let stale = ".F0.swift\(FileStore.temporaryMarker)\(child.pid)-12345"
        try directory.write(stale, "partial")
        let rerun = try ModernizeBinary.run(["apply", "."], in: directory.path)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.stderr.contains("note: \(stale): removed a temporary file left by an interrupted run"), "\(rerun.stderr)")
        for index in 0..<Self.fileCount {
            #expect(try directory.readText("F\(index).swift") == Self.migrated(index))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasSuffix(".swift") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }
}
