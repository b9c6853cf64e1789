import Foundation
import TestSupport
import Testing

/// The plugin without building the tool: `make artifactbundle`'s bundle (Scripts/
/// make-artifactbundle.sh, here around the tool built for the tests) in a plugin package
/// (Scripts/make-plugin-package.sh, `--path` for the published `--url`), added by an app whose
/// macro package needs swift-syntax 600.0.1, which swift-modernize's own range excludes
/// (Tests/CLITests/Fixtures/BinaryPlugin). SwiftPM resolves that swift-syntax and builds only
/// the plugin: no swift-syntax, no macro. About 20 s on 2 cores with swift-syntax cloned from a
/// local mirror, but it clones swift-syntax (the network, elsewhere) and zips the 95 MB debug
/// binary, so it runs with the plugin tests' switch, `MODERNIZE_PLUGIN_TEST=1`, in a CI step of
/// its own.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MODERNIZE_PLUGIN_TEST"] == "1"))
struct ArtifactBundleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/BinaryPlugin")
    static let diff = [
        "--- a/Sources/App/Badge.swift",
        "+++ b/Sources/App/Badge.swift",
        "@@ -1,5 +1,5 @@",
        " import SwiftUI",
        " ",
        " struct Badge: View {",
        "-    var body: some View { Image(systemName: \"star\").foregroundColor(Color.red) }",
        "+    var body: some View { Image(systemName: \"star\").foregroundStyle(Color.red) }",
        " }",
    ].map { $0 + "\n" }.joined()

    @Test func thePluginRunsThePrebuiltToolBesideAnotherSwiftSyntax() throws {
        let swift = try #require(which("swift"))
        let directory = try TemporaryDirectory()
        for package in ["App", "StringifyMacro"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(package), to: URL(fileURLWithPath: directory.path + "/" + package))
        }

        // The bundle: info.json names the executable artifact `modernize` and this machine's triple.
        let bundle = directory.path + "/bundle/modernize.artifactbundle"
        let made = try runProcess(Self.packageRoot.path + "/Scripts/make-artifactbundle.sh", [ModernizeBinary.path, bundle], in: directory.path)
        #expect(made.status == 0, "\(made.stderr)")
        let triple = try #require(try runProcess(swift, ["-print-target-info"], in: directory.path).stdout
            .firstMatch(of: /"unversionedTriple": "([^"]+)"/)).1
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["modernize"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        #expect(variant["supportedTriples"] as? [String] == [String(triple)])
        let path = try #require(variant["path"] as? String)
        #expect(FileManager.default.isExecutableFile(atPath: bundle + "/" + path), "\(path)")
        let checksum = try String(contentsOfFile: bundle + ".zip.checksum", encoding: .utf8)
        #expect(checksum.wholeMatch(of: /[0-9a-f]{64}\n/) != nil, "\(checksum)")

        // The plugin package around the zip, as it would be published (with --url instead).
        let plugin = try runProcess(Self.packageRoot.path + "/Scripts/make-plugin-package.sh",
                                    [directory.path + "/swift-modernize-plugin", "--path", bundle + ".zip"], in: directory.path)
        #expect(plugin.status == 0, "\(plugin.stderr)")

        let app = directory.path + "/App"
        let list = try runProcess(swift, ["package", "plugin", "--list"], in: app)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("‘modernize’ (plugin ‘ModernizePlugin’ in package ‘swift-modernize-plugin’)"), "\(list.stdout)")

        let diff = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize"], in: app)
        #expect(diff.status == 1, "changes pending: \(diff.stderr)")
        #expect(diff.stdout == Self.diff, "\(diff.stdout)")
        #expect(diff.stderr.contains("1 would change"), "\(diff.stderr)")

        // The app's swift-syntax is the macro package's, resolved but never compiled: the run built
        // the plugin alone (its compiled form lives under .build/plugins).
        let resolved = try String(contentsOfFile: app + "/Package.resolved", encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"600.0.1\""), "\(resolved)")
        #expect(FileManager.default.fileExists(atPath: app + "/.build/checkouts/swift-syntax/Package.swift"))
        let built = try Self.buildDirectories(under: app + "/.build")
        #expect(built.isEmpty, "compiled for the plugin run: \(built)")

        let apply = try runProcess(swift, ["package", "--allow-writing-to-package-directory", "modernize", "apply"], in: app)
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(try directory.readText("App/Sources/App/Badge.swift").contains(".foregroundStyle(Color.red)"))
    }

    /// Module build directories (`SwiftSyntax.build`, `App.build`) outside `.build/plugins`,
    /// where SwiftPM compiles the plugin itself.
    static func buildDirectories(under root: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if ["plugins", "checkouts", "repositories", "artifacts"].contains(relative) {
                enumerator?.skipDescendants()
            } else if relative.hasSuffix(".build") || relative.hasSuffix(".swiftmodule") {
                found.append(relative)
            }
        }
        return found
    }
}
