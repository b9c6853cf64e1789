import Foundation
import TestSupport
import Testing

/// Unreadable files, non-regular files and symbolic links: reported, never followed for
/// writing, and never a reason to stop migrating the other files.
@Suite struct FileSystemSafetyTests {
    static let runningAsRoot = geteuid() == 0
    /// Root reads any file whatever its mode, so as root the binary runs as `nobody` instead.
    static let setpriv = which("setpriv")

    @Test(.enabled(if: !runningAsRoot || setpriv != nil, "running as root without setpriv: cannot drop privileges to make a file unreadable"))
    func unreadableFileIsReportedAndOthersAreWritten() throws {
        let directory = try TemporaryDirectory()
        let secret = try directory.write("Secret.swift", Fixtures.legacy)
        let good = try directory.write("Good.swift", Fixtures.legacy)
        chmod(secret, 0o000)
        // The unprivileged run must be able to replace Good.swift in this directory.
        chmod(directory.path, 0o777)
        chmod(good, 0o666)
        let arguments = ["apply", "."]
        let result = try Self.runningAsRoot
            ? runProcess(Self.setpriv!, ["--reuid=65534", "--regid=65534", "--clear-groups", "--", ModernizeBinary.path, "apply", "--include-review", "."], in: directory.path)
            : ModernizeBinary.run(arguments, in: directory.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Secret.swift: cannot read: Permission denied"), "\(result.stderr)")
        #expect(result.stderr.contains("1 changed, 1 skipped"), "\(result.stderr)")
        #expect(try directory.readText("Good.swift") == Fixtures.migrated)
        chmod(secret, 0o644)
        #expect(try directory.readText("Secret.swift") == Fixtures.legacy)
    }

    /// Opening a FIFO for reading blocks until a writer comes: the tool must never open one.
    @Test func fifoNamedSwiftIsSkippedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good.swift", Fixtures.legacy)
        #expect(mkfifo(directory.path + "/Pipe.swift", 0o644) == 0)

        let walked = try ChildProcess(ModernizeBinary.path, ["apply", "--include-review", "."], in: directory.path)
        let walk = try #require(walked.wait(timeout: 120), "blocked on the FIFO")
        #expect(walk.status == 2, "a file skipped for a problem: \(walk.stderr)")
        #expect(walk.stderr.contains("error: Pipe.swift: not a regular file (a FIFO, socket or device), skipped"), "\(walk.stderr)")
        #expect(try directory.readText("Good.swift") == Fixtures.migrated)

        let named = try ChildProcess(ModernizeBinary.path, ["diff", "--include-review", "Pipe.swift"], in: directory.path)
        let direct = try #require(named.wait(timeout: 120), "blocked on the FIFO")
        #expect(direct.status == 2)
        #expect(direct.stderr.contains("error: Pipe.swift: not a regular file or directory"), "\(direct.stderr)")
    }

    @Test func symbolicLinksAreNeverFollowedForWriting() throws {
        let outside = try TemporaryDirectory()
        try outside.write("Target.swift", Fixtures.legacy)
        try outside.write("Nested/Deep.swift", Fixtures.legacy)
        let root = try TemporaryDirectory()
        try root.write("App/Good.swift", Fixtures.legacy)
        let links: [(String, String)] = [
            ("App/Outside.swift", outside.path + "/Target.swift"),  // a file outside the root
            ("App/OutsideDirectory", outside.path + "/Nested"),  // a directory outside the root
            ("App/LoopA.swift", root.path + "/App/LoopB.swift"),  // a loop of two links
            ("App/LoopB.swift", root.path + "/App/LoopA.swift"),
            ("App/Self", root.path + "/App"),  // a directory containing itself
        ]
        for (link, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: root.path + "/" + link, withDestinationPath: destination)
        }

        let child = try ChildProcess(ModernizeBinary.path, ["apply", "--include-review", "App"], in: root.path)
        let result = try #require(child.wait(timeout: 120), "the link loop must not make the walk endless")
        #expect(result.status == 0, "links passed over are notes, not errors: \(result.stderr)")
        #expect(result.stderr.contains("1 file scanned"), "\(result.stderr)")
        for link in ["App/Outside.swift", "App/OutsideDirectory", "App/Self"] {
            #expect(result.stderr.contains("note: \(link): symbolic link, not followed"), "\(result.stderr)")
        }
        #expect(try root.readText("App/Good.swift") == Fixtures.migrated)
        #expect(try outside.readText("Target.swift") == Fixtures.legacy, "a file outside the root was written")
        #expect(try outside.readText("Nested/Deep.swift") == Fixtures.legacy, "a file outside the root was written")
        let outsideLink = try FileManager.default.destinationOfSymbolicLink(atPath: root.path + "/App/Outside.swift")
        #expect(outsideLink == outside.path + "/Target.swift", "the link itself must stay a link")

        let named = try ModernizeBinary.run(["apply", "App/Outside.swift"], in: root.path)
        #expect(named.status == 2)
        #expect(named.stderr.contains("error: App/Outside.swift: is a symbolic link; not followed"), "\(named.stderr)")
        #expect(try outside.readText("Target.swift") == Fixtures.legacy)
    }
}
