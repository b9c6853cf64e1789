import Foundation
import TestSupport
import Testing

@Suite struct VersionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `--version` names the tool and the swift-syntax it was built with: the release line the
    /// compiler saw (`603`), or with `make` the exact version (`603.0.1`). Either way it is the
    /// version this checkout resolved, and that lies in the range Package.swift allows.
    @Test func versionNamesTheResolvedSwiftSyntax() throws {
        let result = try ModernizeBinary.run(["--version"], in: FileManager.default.currentDirectoryPath)
        #expect(result.status == 0)
        // "0.1.0 (commit 1a2b3c4d5e6f, swift-syntax 603.0.1)" from make, "0.1.0 (swift-syntax 603)" otherwise.
        let printed = try #require(result.stdout.firstMatch(of: /^(\d+\.\d+\.\d+) \((?:commit [0-9a-f]{7,40}(?:-dirty)?, )?swift-syntax (\d+)((?:\.\d+\.\d+)?)\)\n$/), "\(result.stdout)")
        let resolved = try #require(try Self.resolvedSwiftSyntax(), "Package.resolved names no swift-syntax version")
        #expect(resolved.split(separator: ".").first.map(String.init) == String(printed.2), "built with \(resolved), printed \(result.stdout)")
        if !printed.3.isEmpty { #expect(String(printed.2 + printed.3) == resolved) }

        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let range = try #require(manifest.firstMatch(of: /swift-syntax\.git", "([0-9.]+)"\.\.<"([0-9.]+)"/))
        #expect(Self.components(String(range.1)).lexicographicallyPrecedes(Self.components(resolved)) || String(range.1) == resolved)
        #expect(Self.components(resolved).lexicographicallyPrecedes(Self.components(String(range.2))))
    }

    static func resolvedSwiftSyntax() throws -> String? {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Package.resolved"))
        let pins = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["pins"] as? [[String: Any]] ?? []
        let state = pins.first { $0["identity"] as? String == "swift-syntax" }?["state"] as? [String: Any]
        return state?["version"] as? String
    }

    static func components(_ version: String) -> [Int] { version.split(separator: ".").compactMap { Int($0) } }
}
