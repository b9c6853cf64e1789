import Foundation
import TestSupport
import Testing

/// Issue 31, items 5 and 6: what a run reads to configure itself stays within the repository,
/// or the given path when there is none.
@Suite struct InputBoundaryTests {
    /// Item 5: an xcconfig `#include` leaving the repository is not followed, and is reported.
    @Test func xcconfigIncludesOutsideTheRepositoryAreNotFollowed() throws {
        let outside = try TemporaryDirectory()
        try outside.write("Low.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n")
        let directory = try TemporaryDirectory()
        let git = try #require(which("git"))
        try directory.write("repo/App.xcodeproj/project.pbxproj", "// no target here\n")
        try directory.write("repo/Configs/Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        try directory.write("repo/Configs/App.xcconfig", """
            #include "Shared.xcconfig"
            #include "\(outside.path)/Low.xcconfig"
            #include "../../../../../../../../\(outside.path)/Low.xcconfig"

            """)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/repo/Configs/Linked.xcconfig", withDestinationPath: outside.path + "/Low.xcconfig")
        try directory.write("repo/Configs/Base.xcconfig", "#include \"Linked.xcconfig\"\n")
        try directory.write("repo/Sources/List.swift", Fixtures.legacy)
        #expect(try runProcess(git, ["init", "-q", "."], in: directory.path + "/repo").status == 0)

        let result = try ModernizeBinary.run(["diff", "repo/Sources"], in: directory.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("deployment target: iOS 16 (repo/Configs/Shared.xcconfig, lowest IPHONEOS_DEPLOYMENT_TARGET)"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: repo/Configs/App.xcconfig: #include \"\(outside.path)/Low.xcconfig\" not followed: outside the repository"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: repo/Configs/Base.xcconfig: #include \"\(directory.path)/repo/Configs/Linked.xcconfig\" not followed"), "a link leading out: \(result.stderr)")
        #expect(!result.stderr.contains("iOS 12"))
    }

    /// Item 6: outside a git work tree, `.modernize.json` and `Package.swift` above the given
    /// path (a planted `/tmp/.modernize.json`) are not read.
    @Test func lookupStopsAtTheGivenPathOutsideARepository() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".modernize.json", #"{"exclude": ["**"]}"#)
        try directory.write("Package.swift", "let package = Package(name: \"P\", platforms: [.iOS(.v12)])\n")
        try directory.write("project/Sources/List.swift", Fixtures.legacy)

        for path in ["project", "project/Sources", "project/Sources/List.swift"] {
            let result = try ModernizeBinary.run(["diff", path], in: directory.path)
            #expect(result.status == 1, "\(path): the planted config's exclude is not read: \(result.stderr)")
            #expect(result.stdout.contains("+        snapshot.reconfigureItems(ids)"), "\(path)")
            #expect(result.stderr.contains("deployment target: iOS 15 (none found"), "\(path): the planted Package.swift is not read: \(result.stderr)")
        }
        // Within the given path, they are found as before.
        let within = try ModernizeBinary.run(["diff", "."], in: directory.path)
        #expect(within.status == 0 && within.stdout.isEmpty, "\(within.stderr)")
    }

    /// Item 19: `lnk/.` and `lnk/./` name the link, which is not followed, as `lnk` does.
    @Test func aLinkGivenWithATrailingDotIsNotFollowed() throws {
        let outside = try TemporaryDirectory()
        try outside.write("List.swift", Fixtures.legacy)
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/lnk", withDestinationPath: outside.path)
        for path in ["lnk/.", "lnk/./", "lnk/./."] {
            let result = try ModernizeBinary.run(["apply", path], in: directory.path)
            #expect(result.status == 2, "\(path): \(result.stderr)")
            #expect(result.stderr.contains("is a symbolic link; not followed"), "\(path): \(result.stderr)")
        }
        #expect(try outside.readText("List.swift") == Fixtures.legacy)
    }
}
