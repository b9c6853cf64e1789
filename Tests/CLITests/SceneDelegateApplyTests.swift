import Foundation
import TestSupport
import Testing

/// The scene-delegate change creates a file and rewrites Info.plist: its diff must `git apply`
/// to exactly what `apply` writes, and both must equal the golden case's expected files.
@Suite struct SceneDelegateApplyTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/scene-delegate-lifecycle/common-shape")

    func goldenBytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.golden.appendingPathComponent(name)))
    }

    @Test func newFileDiffApplyEqualsApply() throws {
        let viaPatch = try TemporaryDirectory()
        let viaApply = try TemporaryDirectory()
        for copy in [viaPatch, viaApply] {
            try copy.write("App/AppDelegate.swift", bytes: try goldenBytes("AppDelegate.input.swift"))
            try copy.write("App/Info.plist", bytes: try goldenBytes("Info.plist"))
        }
        let diff = try ModernizeBinary.run(["diff", "--include-review", "--rules", "scene-delegate-lifecycle", "App"], in: viaPatch.path, review: false)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("--- /dev/null\n+++ b/App/SceneDelegate.swift\n"), "the new file is a creation: \(diff.stdout)")
        #expect(diff.stdout.contains("+++ b/App/Info.plist\n"))
        #expect(!FileManager.default.fileExists(atPath: viaPatch.path + "/App/SceneDelegate.swift"), "diff must write nothing")

        try viaPatch.write("x.patch", diff.stdout)
        let git = try #require(which("git"))
        let applied = try runProcess(git, ["apply", "x.patch"], in: viaPatch.path)
        #expect(applied.status == 0, "git apply: \(applied.stderr)")
        let apply = try ModernizeBinary.run(["apply", "--include-review", "--rules", "scene-delegate-lifecycle", "App"], in: viaApply.path, review: false)
        #expect(apply.status == 0, "\(apply.stderr)")

        let expected = [
            "AppDelegate.swift": "AppDelegate.expected.swift", "SceneDelegate.swift": "SceneDelegate.expected.swift",
            "Info.plist": "Info.expected.plist",
        ]
        for (name, goldenName) in expected {
            let applied = try viaApply.read("App/\(name)")
            #expect(try viaPatch.read("App/\(name)") == applied, "\(name) differs between git apply and modernize apply")
            #expect(applied == (try goldenBytes(goldenName)), "\(name) differs from the golden \(goldenName)")
        }

        let again = try ModernizeBinary.run(["diff", "--include-review", "--rules", "scene-delegate-lifecycle", "App"], in: viaApply.path, review: false)
        #expect(again.status == 0, "a second run must find nothing to change: \(again.stdout)")
    }

    @Test func withoutIncludeReviewNothingIsCreated() throws {
        let project = try TemporaryDirectory()
        try project.write("App/AppDelegate.swift", bytes: try goldenBytes("AppDelegate.input.swift"))
        try project.write("App/Info.plist", bytes: try goldenBytes("Info.plist"))
        let apply = try ModernizeBinary.run(["apply", "--rules", "scene-delegate-lifecycle", "App"], in: project.path, review: false)
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/App/SceneDelegate.swift"), "\(apply.stderr)")
        #expect(try project.read("App/Info.plist") == (try goldenBytes("Info.plist")))
    }

    /// Two apps in one repository: `Writer`'s own `keyWindow` lookup keeps Writer on the old
    /// lifecycle, and does not hold `Reader` back (issue 27); code shared by both still would.
    @Test func aWindowLookupInAnotherAppDoesNotBlockThisOne() throws {
        let project = try TemporaryDirectory()
        let appDelegate = try String(decoding: goldenBytes("AppDelegate.input.swift"), as: UTF8.self)
        try project.write("Reader/AppDelegate.swift", appDelegate.replacingOccurrences(of: "class AppDelegate", with: "class ReaderAppDelegate"))
        try project.write("Reader/Info.plist", bytes: try goldenBytes("Info.plist"))
        try project.write("Writer/AppDelegate.swift", appDelegate.replacingOccurrences(of: "class AppDelegate", with: "class WriterAppDelegate"))
        try project.write("Writer/Info.plist", bytes: try goldenBytes("Info.plist"))
        try project.write("Writer/Toast.swift", "import UIKit\n\n@MainActor func toastWindow() -> UIWindow? {\n    UIApplication.shared.keyWindow\n}\n")
        let diff = try ModernizeBinary.run(["diff", "--include-review", "--rules", "scene-delegate-lifecycle", "."], in: project.path, review: false)
        #expect(diff.stdout.contains("+++ b/Reader/SceneDelegate.swift\n"), "Reader migrates: \(diff.stdout)\n\(diff.stderr)")
        #expect(!diff.stdout.contains("Writer/SceneDelegate.swift"), "\(diff.stdout)")
        #expect(diff.stderr.contains("Writer/AppDelegate.swift") && diff.stderr.contains("Writer/Toast.swift:4:"), "Writer stays, naming its lookup: \(diff.stderr)")

        // The lookup moved to code both apps share: it concerns both, and neither migrates.
        try FileManager.default.createDirectory(atPath: project.path + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project.path + "/Writer/Toast.swift", toPath: project.path + "/Shared/Toast.swift")
        let shared = try ModernizeBinary.run(["diff", "--include-review", "--rules", "scene-delegate-lifecycle", "."], in: project.path, review: false)
        #expect(!shared.stdout.contains("SceneDelegate.swift"), "\(shared.stdout)")
    }
}
