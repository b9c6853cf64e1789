import Foundation
import TestSupport
import Testing

/// Package.swift's swift-syntax range as an app meets it (issue 48): an app whose macro package
/// pins the range's lowest release can add swift-modernize from source; one pinned below the
/// range cannot (the prebuilt plugin of ArtifactBundleTests can). Resolution only, nothing is
/// built; about 10 s on 2 cores with a local swift-syntax mirror, but it clones swift-syntax and
/// its sibling dependencies (the network, elsewhere), so it runs with the plugin tests' switch,
/// `MODERNIZE_PLUGIN_TEST=1`. That the code builds and passes its tests at both ends is
/// Scripts/check-swift-syntax-range.sh's job.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MODERNIZE_PLUGIN_TEST"] == "1"))
struct SwiftSyntaxRangeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let macroPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/BinaryPlugin/StringifyMacro")

    @Test func theSourcePackageResolvesBesideAMacroPackageOnTheLowestRelease() throws {
        let swift = try #require(which("swift"))
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let lowest = String(try #require(manifest.firstMatch(of: /swift-syntax\.git", "([0-9.]+)"\.\.</)).1)

        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.macroPackage, to: URL(fileURLWithPath: directory.path + "/StringifyMacro"))
        try directory.write("App/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(Self.packageRoot.path)"), .package(path: "../StringifyMacro")],
                targets: [.target(name: "App", dependencies: [.product(name: "Stringify", package: "StringifyMacro")])]
            )

            """)
        try directory.write("App/Sources/App/App.swift", "import Stringify\n")
        func pinMacroPackage(to version: String) throws {
            let path = directory.path + "/StringifyMacro/Package.swift"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacing(/exact: "[0-9.]+"/, with: "exact: \"\(version)\"").write(toFile: path, atomically: true, encoding: .utf8)
        }

        try pinMacroPackage(to: lowest)
        let resolved = try runProcess(swift, ["package", "resolve"], in: directory.path + "/App")
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(try directory.readText("App/Package.resolved").contains("\"version\" : \"\(lowest)\""))

        // Below the range: SwiftPM names both requirements.
        try pinMacroPackage(to: "600.0.1")
        try? FileManager.default.removeItem(atPath: directory.path + "/App/Package.resolved")
        let conflict = try runProcess(swift, ["package", "resolve"], in: directory.path + "/App")
        #expect(conflict.status != 0)
        #expect(conflict.stderr.contains("depends on 'swift-syntax' \(lowest)..<") && conflict.stderr.contains("depends on 'swift-syntax' 600.0.1"), "\(conflict.stderr)")
    }
}
