import Foundation
import TestSupport
import Testing

@Suite struct VersionTests {
    /// `--version` names the tool and the swift-syntax it was built with, and that version is
    /// the one Package.swift pins (so the two cannot drift apart).
    @Test func versionNamesThePinnedSwiftSyntax() throws {
        let result = try ModernizeBinary.run(["--version"], in: FileManager.default.currentDirectoryPath)
        #expect(result.status == 0)
        // `make` builds also name the commit: "0.1.0 (commit 1a2b3c4d5e6f, swift-syntax 603.0.1)".
        let printed = try #require(result.stdout.firstMatch(of: /^(\d+\.\d+\.\d+) \((?:commit [0-9a-f]{7,40}(?:-dirty)?, )?swift-syntax (\d+\.\d+\.\d+)\)\n$/), "\(result.stdout)")
        let manifest = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift").path, encoding: .utf8)
        let pinned = try #require(manifest.firstMatch(of: /swift-syntax\.git", exact: "([0-9.]+)"/))
        #expect(printed.2 == pinned.1)
    }
}
