import Foundation
import TestSupport
import Testing

/// Issue 18: `batch --out` never replaces files it did not write (item 2); an output that
/// cannot be written is recorded and the batch goes on to its summary (item 8).
@Suite struct BatchReliabilityTests {
    @Test func aForeignNonEmptyOutputDirectoryIsRefusedUnlessForced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app/A.swift", Fixtures.legacy)
        try directory.write("out/summary.md", "my notes\n")
        try directory.write("out/app.patch", "my patch\n")

        let refused = try ModernizeBinary.run(["batch", "app", "--out", "out"], in: directory.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: out: not empty and not made by an earlier `modernize batch`"), "\(refused.stderr)")
        #expect(try directory.readText("out/summary.md") == "my notes\n")
        #expect(try directory.readText("out/app.patch") == "my patch\n")

        let forced = try ModernizeBinary.run(["batch", "app", "--out", "out", "--force", "--quiet"], in: directory.path)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try directory.readText("out/app.patch").contains("+++ b/A.swift"))
        // The directory is now the batch's own: a second run needs no --force.
        let again = try ModernizeBinary.run(["batch", "app", "--out", "out", "--quiet"], in: directory.path)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func outputsThatCannotBeWrittenAreRecordedAndTheSummaryIsStillWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/A.swift", Fixtures.legacy)
        try directory.write("b/B.swift", Fixtures.legacy)
        try directory.write("c/C.swift", Fixtures.legacy)
        // Names the batch needs are taken by directories: writing them fails as on a full disk.
        try directory.write("out/" + ".modernize-batch", "{}")
        try directory.write("out/b.patch/keep", "")
        try directory.write("out/results/c.json/keep", "")
        try directory.write("out/summary.md/keep", "")

        let result = try ModernizeBinary.run(["batch", "a", "b", "c", "--out", "out"], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[2/3] b: failed: cannot write results"), "\(result.stderr)")
        #expect(result.stderr.contains("[3/3] c: failed: cannot write"), "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot write out/summary.md"), "\(result.stderr)")
        let summary = try #require(JSONSerialization.jsonObject(with: Data(directory.read("out/summary.json"))) as? [String: Any])
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        #expect(repositories.map { $0["status"] as? String } == ["ok", "failed", "failed"])
        #expect(try directory.readText("out/a.patch").contains("+++ b/A.swift"))
    }
}

/// Issue 18, items 16 and 17: a repository listed twice is processed once; a broken `.git`
/// is said in the text output.
@Suite struct BatchListingTests {
    @Test func aRepositoryListedTwiceIsProcessedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app/A.swift", Fixtures.legacy)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/alias", withDestinationPath: "app")
        let result = try ModernizeBinary.run(["batch", "app", "./app/", "app/../app", "alias", "--out", "out"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("note: ./app/: the same directory as app; processed once"), "\(result.stderr)")
        #expect(result.stderr.contains("note: alias: the same directory as app; processed once"), "\(result.stderr)")
        #expect(result.stderr.contains("1 repository: 1 ok"), "\(result.stderr)")
    }

    /// Issue 18, item 13 in a batch: entries a listing cannot use are the repository's file errors.
    @Test func entriesTheListingCannotUseAreFileErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("plain/A.swift", Fixtures.legacy)
        #expect(mkfifo(directory.path + "/plain/Pipe.swift", 0o644) == 0)
        try directory.write("tracked/A.swift", Fixtures.legacy)
        let git = try #require(which("git"))
        #expect(try runProcess(git, ["init", "-q", "."], in: directory.path + "/tracked").status == 0)
        let bad = Array(directory.path.utf8) + Array("/tracked/bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = bad.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) } }
        close(descriptor)
        let result = try ModernizeBinary.run(["batch", "plain", "tracked", "--out", "out", "--quiet"], in: directory.path)
        #expect(result.status == 0, "file problems do not fail a repository: \(result.stderr)")
        let summary = try #require(JSONSerialization.jsonObject(with: Data(directory.read("out/summary.json"))) as? [String: Any])
        let repositories = try #require(summary["repositories"] as? [[String: Any]])
        let errors = repositories.map { ($0["errors"] as? [String]) ?? [] }
        #expect(errors[0].contains { $0.contains("Pipe.swift: not a regular file") }, "\(errors)")
        #expect(errors[1].contains { $0.contains("skipped: the name is not valid UTF-8") }, "\(errors)")
        #expect(try directory.readText("out/summary.md").contains("## Files not migrated"))
    }

    @Test func aBrokenGitDirectoryIsSaidInTheTextOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app/A.swift", Fixtures.legacy)
        try directory.write("app/.git/HEAD", "garbage\n")
        let result = try ModernizeBinary.run(["batch", "app", "--out", "out"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("note: app: git could not list the files"), "\(result.stderr)")
        #expect(result.stderr.contains("directory walk"), "\(result.stderr)")
    }
}

/// Issue 18, item 8, on a real full disk: a 32 KB tmpfs as the output directory (root only).
@Suite struct FullDiskTests {
    @Test(.enabled(if: geteuid() == 0 && which("mount") != nil && which("umount") != nil, "needs root to mount a tmpfs"))
    func aFullDiskFailsOnlyTheRepositoriesItHitsAndTheBatchEnds() throws {
        let directory = try TemporaryDirectory()
        for repository in ["a", "b", "c"] {
            for index in 0..<30 { try directory.write("\(repository)/F\(index).swift", Fixtures.legacy) }
        }
        try FileManager.default.createDirectory(atPath: directory.path + "/disk", withIntermediateDirectories: true)
        let mounted = try runProcess(which("mount")!, ["-t", "tmpfs", "-o", "size=32k", "tmpfs", directory.path + "/disk"], in: directory.path)
        guard mounted.status == 0 else { return }  // not allowed here (a container without CAP_SYS_ADMIN)
        defer { _ = try? runProcess(which("umount")!, [directory.path + "/disk"], in: directory.path) }

        let result = try ModernizeBinary.run(["batch", "a", "b", "c", "--out", "disk/out"], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("[3/3] c: "), "the batch went on to the last repository: \(result.stderr)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        #expect(result.stderr.contains("3 repositories: "), "\(result.stderr)")
    }
}
