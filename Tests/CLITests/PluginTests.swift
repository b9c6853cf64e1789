import Foundation
import TestSupport
import Testing

/// `swift package modernize`: the command plugin, run for real against a fixture package that
/// depends on this one (SwiftPM builds the tool for it: the slowest test, about 4 minutes).
/// Runs with `MODERNIZE_PLUGIN_TEST=1` only, as its own CI step, so `swift test` stays under ten
/// minutes (README, Set up).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MODERNIZE_PLUGIN_TEST"] == "1"))
struct PluginTests {
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
        // The tool's exit status 1 (changes pending) fails the command, as `modernize diff` does.
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.hasPrefix("--- a/Sources/App/Badge.swift\n+++ b/Sources/App/Badge.swift\n"), "diff by default, paths relative to the package: \(diff.stdout)")
        // stdout is the diff alone: the summary and findings go to stderr.
        #expect(!diff.stdout.contains(" scanned (") && !diff.stdout.contains("ModernizePlugin"), "\(diff.stdout)")
        #expect(diff.stderr.contains("1 would change"), "\(diff.stderr)")
        #expect(diff.stderr.contains("modernize diff exited with status 1"), "\(diff.stderr)")
        #expect(diff.stdout.contains("+    var body: some View { Image(systemName: \"star\").foregroundStyle(Color.red) }"))
        #expect(!diff.stdout.contains("Tests/AppTests"), "test targets only when named")
        #expect(try fixture.readText("Sources/App/Badge.swift") == Self.legacy, "diff writes nothing")

        // --format json: stdout is one parseable document.
        let json = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize", "--format", "json"], in: fixture.path)
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["files"] != nil, "\(json.stdout)")

        // A rewrite held back by the deployment target is a note: --fail-on note fails on it;
        // without changes pending it is the gate alone.
        let gate = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize", "--min-ios", "13", "--fail-on", "note"], in: fixture.path)
        #expect(gate.status != 0, "\(gate.stderr)")
        #expect(gate.stdout.isEmpty, "\(gate.stdout)")
        #expect(gate.stderr.contains("Badge.swift:4:") && gate.stderr.contains("needs iOS 15"), "the finding on stderr: \(gate.stderr)")

        // review needs a terminal: refused with a hint, never taken for a path.
        let review = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize", "review"], in: fixture.path)
        #expect(review.status != 0)
        #expect(review.stderr.contains("run `modernize review` in a shell"), "\(review.stderr)")

        let apply = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize", "apply", "--target", "AppTests"], in: fixture.path)
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(try fixture.readText("Tests/AppTests/Legacy.swift").contains(".foregroundStyle(Color.red)"))
        #expect(try fixture.readText("Sources/App/Badge.swift") == Self.legacy, "only the named target")
    }
}
