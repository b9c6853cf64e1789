import Foundation
import TestSupport
import Testing

/// `make` builds through Scripts/build-info.sh, which compiles the checkout's commit into
/// `modernize --version` for that one build. Run here on a copy of the script in a scratch
/// repository, with `cat` standing for the build, so the test builds nothing.
@Suite struct BuildInfoScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/build-info.sh").path
    static let generated = "Sources/modernize/BuildCommit+Generated.swift"

    private func scratch() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Scripts/build-info.sh", String(contentsOfFile: Self.script, encoding: .utf8))
        try directory.write("Sources/modernize/Modernize.swift", "// the tool\n")
        chmod(directory.path + "/Scripts/build-info.sh", 0o755)
        return directory
    }

    @Test func namesTheCommitForOneBuildAndRemovesTheFile() throws {
        let git = try #require(which("git"))
        let directory = try scratch()
        func gitRun(_ arguments: [String]) throws -> String {
            try runProcess(git, ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments, in: directory.path).stdout
        }
        _ = try gitRun(["init", "-q"])
        _ = try gitRun(["add", "."])
        _ = try gitRun(["commit", "-qm", "x"])
        let commit = try gitRun(["rev-parse", "--short=12", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)

        let build = try runProcess(directory.path + "/Scripts/build-info.sh", ["cat", Self.generated], in: directory.path)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains("static var commit: String? { \"\(commit)\" }"), "\(build.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + Self.generated), "removed after the build")

        // A tracked file changed: the binary is not exactly that commit.
        try directory.write("Sources/modernize/Modernize.swift", "// edited\n")
        let dirty = try runProcess(directory.path + "/Scripts/build-info.sh", ["cat", Self.generated], in: directory.path)
        #expect(dirty.stdout.contains("\"\(commit)-dirty\""), "\(dirty.stdout)")

        // The build's own exit status comes through.
        let failing = try runProcess(directory.path + "/Scripts/build-info.sh", ["false"], in: directory.path)
        #expect(failing.status != 0)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + Self.generated))
    }

    /// Package.swift allows a range of swift-syntax: the exact version is Package.resolved's,
    /// read without git too (a source archive built with `make`).
    @Test func namesTheResolvedSwiftSyntax() throws {
        let directory = try scratch()
        try directory.write("Package.resolved", """
            {
              "pins" : [
                {
                  "identity" : "swift-argument-parser",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/apple/swift-argument-parser.git",
                  "state" : { "revision" : "436bde4bb9489201ca6662f5cf94ec45fa8e244e", "version" : "1.8.2" }
                },
                {
                  "identity" : "swift-syntax",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/swiftlang/swift-syntax.git",
                  "state" : {
                    "revision" : "0000000000000000000000000000000000000000",
                    "version" : "602.0.0"
                  }
                }
              ],
              "version" : 3
            }

            """)
        let build = try runProcess(directory.path + "/Scripts/build-info.sh", ["cat", Self.generated], in: directory.path)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains("static var resolvedSwiftSyntax: String? { \"602.0.0\" }"), "\(build.stdout)")
        #expect(!build.stdout.contains("static var commit"), "no commit outside git: \(build.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + Self.generated))
    }

    @Test func outsideGitTheBuildRunsUnchanged() throws {
        let directory = try scratch()
        let build = try runProcess(directory.path + "/Scripts/build-info.sh", ["ls", "Sources/modernize"], in: directory.path)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout == "Modernize.swift\n", "no generated file without git: \(build.stdout)")
    }
}
