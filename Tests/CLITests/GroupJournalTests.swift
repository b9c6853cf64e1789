import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 31, item 13: a run killed while writing a change across files leaves a journal; the
/// next run rolls the change back and says so, and a journal that was tampered with never
/// makes it write outside the tree. The kill is real: `MODERNIZE_TEST_KILL_AFTER_RENAMES=1`
/// makes the process SIGKILL itself right after the first file of the change is written.
@Suite struct GroupJournalTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/observable-macro/environment-object")
    static let names = ["App", "ContentView", "Settings"]
    static let apply = ["apply", "--include-review", "--no-cache", "--jobs", "1", "--min-ios", "17", "--rules", "observable-macro"]

    func input(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: Self.golden.appendingPathComponent("\(name).input.swift"))) }
    func expected(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: Self.golden.appendingPathComponent("\(name).expected.swift"))) }

    /// The three files of an @Observable change in `directory` (a git work tree: the journal
    /// goes to its root), then an `apply` killed after writing the first of them.
    func killedMidChange(in directory: TemporaryDirectory, under folder: String = "") throws -> Int {
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true) }
        for name in Self.names { try directory.write(folder + "\(name).swift", bytes: try input(name)) }
        let child = try ChildProcess("/usr/bin/env", ["MODERNIZE_TEST_KILL_AFTER_RENAMES=1", ModernizeBinary.path] + Self.apply + [folder.isEmpty ? "." : folder], in: directory.path)
        let end = try #require(child.wait(timeout: 60))
        #expect(end.signal == SIGKILL, "the hook kills the run: \(end.stderr)")
        let written = try Self.names.filter { try directory.read(folder + "\($0).swift") == expected($0) }
        let untouched = try Self.names.filter { try directory.read(folder + "\($0).swift") == input($0) }
        #expect(written.count == 1 && untouched.count == 2, "half applied: \(written) written, \(untouched) untouched")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/.modernize-journal/journal.json"), "the journal is left")
        return written.count
    }

    @Test func theNextApplyRollsBackAnInterruptedChangeAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        _ = try killedMidChange(in: directory)
        let again = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains(
            "warning: .: an earlier `modernize apply` was killed while writing a change across files: observable-macro/AppSettings (App.swift, ContentView.swift, Settings.swift); rolled back: App.swift was restored to the bytes from before that run"),
            "\(again.stderr)")
        // Rolled back, then applied whole by this run.
        for name in Self.names { #expect(try directory.read("\(name).swift") == expected(name), "\(name).swift") }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.modernize-journal"), "the journal is gone")
        let third = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(third.status == 0 && !third.stderr.contains("killed"), "nothing left to recover: \(third.stderr)")
    }

    /// `diff` writes nothing, so it refuses a half-applied tree and says how to settle it;
    /// `recover` only rolls back.
    @Test func diffRefusesAHalfAppliedTreeAndRecoverRollsItBack() throws {
        let directory = try TemporaryDirectory()
        _ = try killedMidChange(in: directory, under: "App/")
        let diff = try ModernizeBinary.run(["diff", "--min-ios", "17", "App"], in: directory.path)
        #expect(diff.status == 2, "\(diff.stderr)")
        #expect(diff.stderr.contains(
            "error: .modernize-journal: an earlier `modernize apply` was killed while writing a change across files (observable-macro/AppSettings), so the tree may hold part of it; run `modernize recover .` to roll it back"),
            "the journal is in the repository root: \(diff.stderr)")
        #expect(diff.stdout.isEmpty, "no diff over a half-applied tree")
        let recover = try ModernizeBinary.run(["recover", "App"], in: directory.path)
        #expect(recover.status == 0, "\(recover.stderr)")
        #expect(recover.stderr.contains("rolled back: App/App.swift was restored to the bytes from before that run; run `modernize apply` to apply it whole"), "\(recover.stderr)")
        for name in Self.names { #expect(try directory.read("App/\(name).swift") == input(name), "\(name).swift has its bytes back") }
        let clean = try ModernizeBinary.run(["recover", "App"], in: directory.path)
        #expect(clean.status == 0 && clean.stderr.contains("note: no interrupted change across files to roll back"), "\(clean.stderr)")
        #expect(try ModernizeBinary.run(["diff", "--min-ios", "17", "App"], in: directory.path).status == 1, "diff runs again")
    }

    /// A journal whose manifest names a path outside the tree (here a file holding exactly the
    /// bytes the entry says were written) is refused: nothing is written anywhere. Editing the
    /// manifest breaks its authentication, which is refused first (issue 43); the path checks
    /// behind it are `GroupJournalTargetTests`.
    @Test func aJournalNamingAPathOutsideTheTreeIsRefused() throws {
        let outer = try TemporaryDirectory()
        let directory = outer.path + "/repo"
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        let tree = try TemporaryDirectoryView(directory)
        for name in Self.names { try tree.write("\(name).swift", try input(name)) }
        let child = try ChildProcess("/usr/bin/env", ["MODERNIZE_TEST_KILL_AFTER_RENAMES=1", ModernizeBinary.path] + Self.apply + ["."], in: directory)
        #expect(try #require(child.wait(timeout: 60)).signal == SIGKILL)
        let manifestPath = directory + "/.modernize-journal/journal.json"
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let newBytes = try expected("App")
        try outer.write("victim.swift", bytes: newBytes)
        let treeBefore = try Self.names.map { try tree.read("\($0).swift") }
        for escape in ["../victim.swift", "/" + outer.path.dropFirst() + "/victim.swift", "sub/../../victim.swift"] {
            try manifest.replacingOccurrences(of: "\"path\" : \"App.swift\"", with: "\"path\" : \"\(escape)\"").write(toFile: manifestPath, atomically: true, encoding: .utf8)
            let result = try ModernizeBinary.run(Self.apply + ["."], in: directory)
            #expect(result.status == 2, "\(escape): \(result.stderr)")
            #expect(result.stderr.contains("error: .modernize-journal: was not written by modernize on this machine for this tree"), "\(escape): \(result.stderr)")
            #expect(result.stderr.contains("nothing was rolled back"), "\(result.stderr)")
            #expect(try outer.read("victim.swift") == newBytes, "\(escape): the outside file is not touched")
            #expect(try Self.names.map { try tree.read("\($0).swift") } == treeBefore, "\(escape): nothing in the tree is written either")
        }
        // Through a symbolic link inside the tree that leads out of it.
        symlink(outer.path, directory + "/out")
        try manifest.replacingOccurrences(of: "\"path\" : \"App.swift\"", with: "\"path\" : \"out/victim.swift\"").write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let linked = try ModernizeBinary.run(Self.apply + ["."], in: directory)
        #expect(linked.status == 2 && linked.stderr.contains("modernize does not trust it"), "\(linked.stderr)")
        #expect(try outer.read("victim.swift") == newBytes)
    }

    /// A corrupt manifest, a backup that does not match its checksum, a journal that is a
    /// symbolic link: each is refused with an error and nothing is written.
    @Test func aCorruptOrLinkedJournalIsRefused() throws {
        let directory = try TemporaryDirectory()
        _ = try killedMidChange(in: directory)
        let before = try Self.names.map { try directory.read("\($0).swift") }
        let journal = directory.path + "/.modernize-journal"
        let manifest = try String(contentsOfFile: journal + "/journal.json", encoding: .utf8)

        try String(manifest.prefix(100)).write(toFile: journal + "/journal.json", atomically: true, encoding: .utf8)
        let truncated = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(truncated.status == 2 && truncated.stderr.contains(
            "error: .modernize-journal: is corrupt (journal.json is not a journal this modernize writes); modernize does not trust it: nothing was rolled back"),
            "\(truncated.stderr)")

        try manifest.write(toFile: journal + "/journal.json", atomically: true, encoding: .utf8)
        var backups = try directory.read(".modernize-journal/backups")
        backups[0] ^= 0x20
        try directory.write(".modernize-journal/backups", bytes: backups)
        let edited = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(edited.status == 2 && edited.stderr.contains("is corrupt (a backup does not match its checksum in journal.json)"), "\(edited.stderr)")
        #expect(try Self.names.map { try directory.read("\($0).swift") } == before, "nothing written")

        let elsewhere = try TemporaryDirectory()
        try FileManager.default.removeItem(atPath: journal)
        symlink(elsewhere.path, journal)
        let linked = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(linked.status == 2 && linked.stderr.contains("is not a directory (a symbolic link or a file): modernize did not write it and will not follow it"), "\(linked.stderr)")
        #expect(try Self.names.map { try directory.read("\($0).swift") } == before)
    }

    /// A file of the change edited after the kill (neither its old nor its new bytes): nothing is
    /// rolled back over it; the journal stays, named, with the backups to settle it by hand.
    @Test func aFileEditedSinceTheKillIsNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        _ = try killedMidChange(in: directory)
        try directory.write("Settings.swift", "// my own edit\n")
        let result = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("and Settings.swift changed since (neither its bytes before that run nor the new ones): nothing was rolled back"), "\(result.stderr)")
        #expect(try directory.readText("Settings.swift") == "// my own edit\n")
        #expect(try directory.read("App.swift") == expected("App"), "the written file is left as it is")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/.modernize-journal/journal.json"), "the journal is kept")
    }

    /// A run that finishes leaves no journal, nor a journal being assembled.
    @Test func aCompletedChangeLeavesNoJournal() throws {
        let directory = try TemporaryDirectory()
        for name in Self.names { try directory.write("\(name).swift", bytes: try input(name)) }
        let result = try ModernizeBinary.run(Self.apply + ["."], in: directory.path)
        #expect(result.status == 0 && result.stderr.contains("3 changed"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".modernize") }
        #expect(left.isEmpty, "\(left)")
    }

    /// `batch --apply`: a worker killed mid-change fails its repository; the next batch rolls
    /// the change back (a note in the repository's result) and applies it whole.
    @Test func batchRollsBackWhatAKilledWorkerLeft() throws {
        let directory = try TemporaryDirectory()
        for name in Self.names { try directory.write("repo/\(name).swift", bytes: try input(name)) }
        let options = ["--include-review", "--jobs", "1", "--min-ios", "17", "--rules", "observable-macro", "--format", "json"]
        let killed = try runProcess("/usr/bin/env", ["MODERNIZE_TEST_KILL_AFTER_RENAMES=1", ModernizeBinary.path, "batch", "--apply", "--out", "out"] + options + ["repo"], in: directory.path)
        #expect(killed.status == 2, "the repository fails: \(killed.stderr)")
        #expect(try Self.names.filter { try directory.read("repo/\($0).swift") == expected($0) }.count == 1, "half applied")
        let dryRun = try ModernizeBinary.run(["batch", "--out", "patches"] + options + ["repo"], in: directory.path)
        #expect(dryRun.status == 2, "a dry run refuses the half-applied repository: \(dryRun.stderr)")
        #expect(try directory.readText("patches/summary.json").contains("so the tree may hold part of it; run `modernize recover"), "\(dryRun.stderr)")
        let again = try ModernizeBinary.run(["batch", "--apply", "--out", "out2"] + options + ["repo"], in: directory.path)
        #expect(again.status == 0, "\(again.stderr)")
        for name in Self.names { #expect(try directory.read("repo/\(name).swift") == expected(name)) }
        let summary = try directory.readText("out2/summary.json")
        #expect(summary.contains("an earlier `modernize apply` was killed while writing a change across files: observable-macro/AppSettings"), "\(summary)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/repo/.modernize-journal"))
    }
}

/// Writes into an existing directory (not removed at the end, unlike `TemporaryDirectory`).
private struct TemporaryDirectoryView {
    let path: String
    init(_ path: String) throws { self.path = path }
    func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name)) }
    func read(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))) }
}
