import Foundation
import TestSupport
import Testing

/// `swift package modernize`: the command plugin, run for real against a fixture package that
/// depends on this one (SwiftPM builds the tool for it: the slowest test, a few minutes).
@Suite struct PluginTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let legacy = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Image(systemName: \"star\").foregroundColor(Color.red) }\n}\n"

    @Test func diffsTheSourceTargetsAndAppliesToANamedTarget() throws {
        let swift = try #require(which("swift"))
        let fixture = try TemporaryDirectory()
        _ = try fixture.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Fixture",
                dependencies: [.package(path: "\(Self.packageRoot)")],
                targets: [.target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])]
            )

            """)
        _ = try fixture.write("Sources/App/Badge.swift", Self.legacy)
        _ = try fixture.write("Tests/AppTests/Legacy.swift", Self.legacy)

        let diff = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize"], in: fixture.path)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.hasPrefix("--- a/Sources/App/Badge.swift\n+++ b/Sources/App/Badge.swift\n"), "diff by default, paths relative to the package: \(diff.stdout)")
        #expect(diff.stdout.contains("+    var body: some View { Image(systemName: \"star\").foregroundStyle(Color.red) }"))
        #expect(!diff.stdout.contains("Tests/AppTests"), "test targets only when named")
        #expect(try fixture.readText("Sources/App/Badge.swift") == Self.legacy, "diff writes nothing")

        let apply = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize", "apply", "--target", "AppTests"], in: fixture.path)
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(try fixture.readText("Tests/AppTests/Legacy.swift").contains(".foregroundStyle(Color.red)"))
        #expect(try fixture.readText("Sources/App/Badge.swift") == Self.legacy, "only the named target")
    }
}
