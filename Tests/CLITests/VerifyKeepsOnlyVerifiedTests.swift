import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 43 items 5-8: `apply --verify` keeps only what a build verified, whatever happens to
/// the process or the build. The "compiler" is a shell script (`VerifyTests.compiler`), and
/// what it does to the run (kill it, crash, start a background job) is real.
@Suite struct VerifyKeepsOnlyVerifiedTests {
    static let list = VerifyTests.list

    func project(_ files: [String: String], compiler: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        // A git work tree: the journal goes to its root, as in a real repository.
        try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true)
        for (path, text) in files { try directory.write(path, text) }
        let script = try directory.write("compile.sh", compiler)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return directory
    }

    /// The round's builds only (the baseline sees the untouched tree): `action` runs when a
    /// rewrite is on disk.
    static func compiler(whenRewritten action: String) -> String {
        """
        #!/bin/sh
        if grep -q 'reconfigureItems' Sources/*.swift; then
        \(action)
        fi
        exit 0

        """
    }

    static let applyVerify = ["apply", "--include-review", "--no-cache", "--verify", "./compile.sh", "--verify-log", "build.log", "Sources"]

    /// `apply --verify CMD` where CMD is the shell line itself: `$$` is then the build process
    /// modernize started, and `$PPID` modernize.
    static func applyVerify(inline action: String) -> [String] {
        ["apply", "--include-review", "--no-cache", "--verify", "if grep -q reconfigureItems Sources/*.swift; then \(action); fi; exit 0",
         "--verify-log", "build.log", "Sources"]
    }

    /// Item 5: the run is killed (SIGKILL, as the OOM killer would) while a round's build runs.
    /// The unverified rewrites are on disk, but journaled: `diff` refuses the tree, `recover`
    /// rolls them back, and a later `apply` would too.
    @Test func aRunKilledDuringABuildLeavesAJournalThatRollsTheRoundBack() throws {
        let directory = try project(["Sources/List.swift": Self.list], compiler: "")
        let killed = try runProcess(ModernizeBinary.path, Self.applyVerify(inline: "kill -9 $PPID; sleep 5"), in: directory.path)
        #expect(killed.status != 0 && killed.status != 2, "killed, not an orderly failure: \(killed.status) \(killed.stderr)")
        #expect(try directory.readText("Sources/List.swift") != Self.list, "the round's rewrites are on disk")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/.modernize-journal/journal.json"), "and journaled")

        let diff = try ModernizeBinary.run(["diff", "--no-cache", "Sources"], in: directory.path)
        #expect(diff.status == 2, "\(diff.stderr)")
        #expect(diff.stderr.contains("an earlier `modernize apply` was killed while a `--verify` build checked its rewrites"), "\(diff.stderr)")

        let recover = try ModernizeBinary.run(["recover", "."], in: directory.path)
        #expect(recover.status == 0, "\(recover.stderr)")
        #expect(recover.stderr.contains(
            "warning: .: an earlier `modernize apply --verify` was killed while a build checked its rewrites, before the build accepted them; rolled back: Sources/List.swift was restored"),
            "\(recover.stderr)")
        #expect(try directory.readText("Sources/List.swift") == Self.list, "nothing unverified is kept")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.modernize-journal"))
    }

    /// Item 5, batch: the coordinator of `batch --apply --verify` is killed during a
    /// repository's build; whatever the worker then does, the repository ends with its
    /// original bytes or with a journal that `recover` rolls back.
    @Test func aKilledBatchCoordinatorLeavesNothingUnverified() throws {
        // The build's parent is the worker; the worker's parent is the coordinator.
        let kill = "kill -9 $(ps -o ppid= -p $PPID | tr -d ' '); sleep 3"
        let directory = try project(["a/Sources/List.swift": Self.list], compiler: "")
        try FileManager.default.createDirectory(atPath: directory.path + "/a/.git", withIntermediateDirectories: true)
        let verify = "if grep -q reconfigureItems Sources/*.swift; then \(kill); fi; exit 0"
        _ = try runProcess(ModernizeBinary.path, ["batch", "--apply", "--include-review", "--verify", verify, "--out", "out", "a"], in: directory.path)
        // The worker outlives its coordinator for at most its watch interval and the build.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, try directory.readText("a/Sources/List.swift") != Self.list,
              !FileManager.default.fileExists(atPath: directory.path + "/a/.modernize-journal/journal.json") { usleep(50_000) }
        usleep(500_000)
        let recover = try ModernizeBinary.run(["recover", "a"], in: directory.path)
        #expect(recover.status == 0, "\(recover.stderr)")
        #expect(try directory.readText("a/Sources/List.swift") == Self.list, "nothing unverified is kept: \(recover.stderr)")
    }

    /// Item 6: a build ended by a signal (a crash, a kill) after the rewrites is no verdict:
    /// every file gets its bytes back and the run fails.
    @Test(arguments: ["kill -SEGV $$", "kill -KILL $$", "kill -TERM $$"])
    func aBuildEndedByASignalKeepsNothing(_ action: String) throws {
        let directory = try project(["Sources/List.swift": Self.list], compiler: "")
        let result = try runProcess(ModernizeBinary.path, Self.applyVerify(inline: action), in: directory.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error: --verify: build 2 was ended by signal"), "\(result.stderr)")
        #expect(result.stderr.contains("so it did not judge the rewrites; every file has its original bytes again"), "\(result.stderr)")
        #expect(try directory.readText("Sources/List.swift") == Self.list)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.modernize-journal"), "restored, so no journal is left")
    }

    /// Item 7: what a build starts in the background does not outlive the run.
    @Test func aBuildsBackgroundJobsEndWithIt() throws {
        let action = "sh -c 'echo $$ > background.pid; exec sleep 302' & sleep 0.2; true"
        let directory = try project(["Sources/List.swift": Self.list], compiler: Self.compiler(whenRewritten: action))
        let result = try runProcess(ModernizeBinary.path, Self.applyVerify, in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let background = try #require(Int32(directory.readText("background.pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!VerifyTests.isRunning(background), "the background job is gone when apply returns")
    }

    /// Item 8: an error line with a line number no file has (`Int.max`) is no crash; the
    /// error is not on a written line, so bisection finds the rewrite.
    @Test func anErrorAtLineIntMaxIsNoCrash() throws {
        let action = "echo \"Sources/List.swift:9223372036854775807:3: error: out of range\"; echo \"Sources/List.swift:99999999999999999999:1: error: beyond\"; exit 1"
        let directory = try project(["Sources/List.swift": Self.list], compiler: Self.compiler(whenRewritten: action))
        let result = try runProcess(ModernizeBinary.path, Self.applyVerify, in: directory.path)
        #expect(result.status == 0 || result.status == 2, "no trap: \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("not applied: the build failed with `out of range` at Sources/List.swift"), "\(result.stderr)")
        #expect(try directory.readText("Sources/List.swift") == Self.list, "both rewrites reverted")
    }

    /// Item 8: a build that deletes a source it was given, or makes it read-only, changed the
    /// tree under the loop: the run says exactly that instead of keeping or blaming rewrites.
    @Test(arguments: [("rm -f Sources/List.swift", "deleted it"), ("chmod a-w Sources/List.swift", "made it read-only")])
    func aBuildThatChangesTheSourcesIsNamed(_ action: String, _ what: String) throws {
        let directory = try project(["Sources/List.swift": Self.list], compiler: Self.compiler(whenRewritten: action))
        let result = try runProcess(ModernizeBinary.path, Self.applyVerify, in: directory.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error: --verify: build 2 changed Sources/List.swift (\(what)), which the round had written"), "\(result.stderr)")
        #expect(!result.stderr.contains("rewrite kept"), "nothing is reported kept: \(result.stderr)")
    }
}

/// Issue 43 item 2: `--verify-log` is checked like `--write-baseline`'s path, before anything runs.
@Suite struct VerifyLogTargetTests {
    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/List.swift", VerifyTests.list)
        return directory
    }

    func apply(_ directory: TemporaryDirectory, log: String) throws -> ProcessResult {
        try runProcess(ModernizeBinary.path, ["apply", "--include-review", "--no-cache", "--verify", "true", "--verify-log", log, "Sources"], in: directory.path)
    }

    @Test func aSourceFileIsNeverAppendedTo() throws {
        let directory = try project()
        let result = try apply(directory, log: "Sources/List.swift")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--verify-log Sources/List.swift: names a Swift source file"), "\(result.stderr)")
        #expect(try directory.readText("Sources/List.swift") == VerifyTests.list, "neither appended to nor rewritten")
    }

    @Test func anotherExistingFileIsRefused() throws {
        let directory = try project()
        try directory.write("notes.txt", "mine\n")
        let result = try apply(directory, log: "notes.txt")
        #expect(result.status == 2 && result.stderr.contains("--verify-log notes.txt: exists and is not a modernize build log"), "\(result.stderr)")
        #expect(try directory.readText("notes.txt") == "mine\n")
        #expect(try directory.readText("Sources/List.swift") == VerifyTests.list, "refused before anything runs")
    }

    @Test func aSymbolicLinkIsNotFollowed() throws {
        let directory = try project()
        let outside = try TemporaryDirectory()
        symlink(outside.path + "/target.log", directory.path + "/build.log")
        let result = try apply(directory, log: "build.log")
        #expect(result.status == 2 && result.stderr.contains("--verify-log build.log: is a symbolic link"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.path + "/target.log"), "nothing written outside")
    }

    @Test func aFIFOIsRefusedAtOnce() throws {
        let directory = try project()
        mkfifo(directory.path + "/pipe.log", 0o644)
        let child = try ChildProcess(ModernizeBinary.path, ["apply", "--no-cache", "--verify", "true", "--verify-log", "pipe.log", "Sources"], in: directory.path)
        let end = try #require(child.wait(timeout: 20), "it does not block on the FIFO")
        #expect(end.status == 2 && end.stderr.contains("--verify-log pipe.log: is not a regular file"), "\(end.stderr)")
    }

    @Test func anEarlierBuildLogIsAppendedTo() throws {
        let directory = try project()
        #expect(try apply(directory, log: "build.log").status == 0)
        let first = try directory.readText("build.log")
        try directory.write("Sources/List.swift", VerifyTests.list)
        #expect(try apply(directory, log: "build.log").status == 0)
        let second = try directory.readText("build.log")
        #expect(second.hasPrefix(first) && second.count > first.count, "appended: \(second)")
    }
}
