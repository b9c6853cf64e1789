import Foundation
import TestSupport
import Testing

/// The `modernize` executable SwiftPM built next to the test bundle (the test target depends
/// on it, so it is always built first). `MODERNIZE_BINARY` overrides.
enum ModernizeBinary {
    static let path: String = {
        if let override = ProcessInfo.processInfo.environment["MODERNIZE_BINARY"] { return override }
        var directory = Bundle.main.bundleURL
        // Linux runs the .xctest bundle directly; macOS nests it. Walk up until a sibling fits.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("modernize").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("modernize").path
    }()

    /// Runs the binary. The shared fixture's rewrite (`reloadItems` -> `reconfigureItems`) is a
    /// review-tier rewrite, and most CLI tests are about files, reports and exit codes rather
    /// than tiers, so `diff` / `apply` / `batch` get `--include-review` unless `review` is false
    /// (tests of the default tiering pass false).
    static func run(_ arguments: [String], in directory: String, review: Bool = true) throws -> ProcessResult {
        var arguments = arguments
        if review, let command = arguments.first, ["diff", "apply", "batch"].contains(command) {
            arguments.insert("--include-review", at: 1)
        }
        return try runProcess(path, arguments, in: directory)
    }

    /// stdout and stderr of `modernize ARGUMENTS` on a pseudo-terminal (util-linux `script`),
    /// with `NO_COLOR` set when `noColor`.
    static func onTerminal(_ arguments: [String], noColor: Bool = false, in directory: String) throws -> String {
        let script = try #require(which("script"), "needs util-linux `script` for a pseudo-terminal")
        let command = ([path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor ? "1" : nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A small legacy file every CLI test can use: one snapshot reload to migrate.
enum Fixtures {
    static let legacy = """
        import UIKit

        final class ListController {
            func refresh(_ ids: [Int]) {
                var snapshot = dataSource.snapshot()
                snapshot.reloadItems(ids)
                dataSource.apply(snapshot)
            }
        }

        """
    static let migrated = legacy.replacingOccurrences(of: "reloadItems", with: "reconfigureItems")
}
