import Foundation
import TestSupport
import Testing

/// Issue 18, items 10, 12, 13: names in diff headers (quoted as git quotes them, a tab after
/// names with spaces), clean and deduplicated paths, symbolic links, and entries the walk
/// cannot use.
@Suite struct PathHandlingTests {
    static let awkwardNames = ["new\nline.swift", "tab\there.swift", "quote\"d.swift", "caf\u{E9}.swift", "back\\slash.swift", "with space.swift"]

    @Test func awkwardNamesAreQuotedAsGitDoesAndTheDiffApplies() throws {
        let directory = try TemporaryDirectory()
        for name in Self.awkwardNames { try directory.write("src/" + name, Fixtures.legacy) }
        let diff = try ModernizeBinary.run(["diff", "src"], in: directory.path)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("--- \"a/src/new\\nline.swift\"\n+++ \"b/src/new\\nline.swift\"\n"), "\(diff.stdout)")
        #expect(diff.stdout.contains("--- \"a/src/caf\\303\\251.swift\"\n"))
        #expect(diff.stdout.contains("--- \"a/src/quote\\\"d.swift\"\n"))
        #expect(diff.stdout.contains("--- a/src/with space.swift\t\n+++ b/src/with space.swift\t\n"))
        try directory.write("x.patch", diff.stdout)

        let git = try #require(which("git"))
        let applied = try runProcess(git, ["apply", "x.patch"], in: directory.path)
        #expect(applied.status == 0, "\(applied.stderr)")
        for name in Self.awkwardNames { #expect(try directory.readText("src/" + name) == Fixtures.migrated, "\(name)") }
    }

    @Test(.enabled(if: which("patch") != nil, "GNU patch is not installed"))
    func namesWithSpacesApplyWithGNUPatch() throws {
        let directory = try TemporaryDirectory()
        try directory.write("My Sources/List View.swift", Fixtures.legacy)
        let diff = try ModernizeBinary.run(["diff", "."], in: directory.path)
        try directory.write("x.patch", diff.stdout)
        let patched = try runProcess("/bin/sh", ["-c", "patch -p1 < x.patch"], in: directory.path)
        #expect(patched.status == 0, "\(patched.stdout) \(patched.stderr)")
        #expect(try directory.readText("My Sources/List View.swift") == Fixtures.migrated)
    }

    @Test func aliasesBecomeCleanPathsAndAFileIsProcessedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sub/A.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "sub", "sub/../sub", "./sub//A.swift", directory.path + "/sub/A.swift"], in: directory.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "--- a/sub/A.swift\n").count == 2, "\(result.stdout)")
        #expect(result.stderr.contains("1 file scanned"), "\(result.stderr)")
    }

    @Test func aDiffOfAFileOutsideTheCurrentDirectoryIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("here/A.swift", Fixtures.legacy)
        try directory.write("there/B.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "A.swift", "../there/B.swift"], in: directory.path + "/here")
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: ../there/B.swift: outside the current directory"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("--- a/A.swift\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("B.swift"))
    }

    @Test(arguments: ["lnk", "lnk/", "lnk//"])
    func aSymbolicLinkToADirectoryIsRefusedHoweverItIsSpelled(_ spelling: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("real/A.swift", Fixtures.legacy)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/lnk", withDestinationPath: "real")
        let result = try ModernizeBinary.run(["apply", spelling], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a symbolic link; not followed"), "\(result.stderr)")
        #expect(try directory.readText("real/A.swift") == Fixtures.legacy)
    }

    @Test func aNameThatIsNotUTF8IsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good.swift", Fixtures.legacy)
        let bad = Array(directory.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = bad.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) } }
        #expect(descriptor >= 0)
        close(descriptor)
        let result = try ModernizeBinary.run(["apply", "."], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("skipped: the name is not valid UTF-8"), "\(result.stderr)")
        #expect(try directory.readText("Good.swift") == Fixtures.migrated)
    }

    @Test(.enabled(if: geteuid() != 0 || FileSystemSafetyTests.setpriv != nil, "running as root without setpriv"))
    func aDirectoryThatCanBeListedButNotSearchedIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good.swift", Fixtures.legacy)
        try directory.write("locked/Hidden.swift", Fixtures.legacy)
        chmod(directory.path, 0o777)
        chmod(directory.path + "/Good.swift", 0o666)
        chmod(directory.path + "/locked", 0o644)  // r without x
        defer { chmod(directory.path + "/locked", 0o755) }
        let arguments = ["diff", "."]
        let result = try geteuid() == 0
            ? runProcess(FileSystemSafetyTests.setpriv!, ["--reuid=65534", "--regid=65534", "--clear-groups", "--", ModernizeBinary.path, "diff", "--include-review", "."], in: directory.path)
            : ModernizeBinary.run(arguments, in: directory.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error: locked/Hidden.swift: cannot examine: Permission denied"), "\(result.stderr)")
        #expect(result.stdout.contains("+++ b/Good.swift"))
    }
}
