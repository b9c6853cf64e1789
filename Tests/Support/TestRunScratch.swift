import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One scratch directory per test process, removed when the process exits: the API model's
/// modules, the tool's result cache and the temporary files of child processes (`swiftc` leaves a
/// `TemporaryDirectory.*` behind per run) go here, so `swift test` leaves nothing in `/tmp`.
public enum TestRunScratch {
    public static let path: String = {
        let path = NSTemporaryDirectory() + "modernize-test-run-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path + "/tmp", withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestRunScratch.path) }
        return path
    }()

    /// `TMPDIR` for child processes.
    public static var childTemporaryDirectory: String { path + "/tmp" }

    /// A fresh subdirectory named `prefix-<uuid>`.
    public static func makeDirectory(_ prefix: String) throws -> String {
        let directory = path + "/\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }
}
