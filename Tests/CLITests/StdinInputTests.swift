import Foundation
import TestSupport
import Testing

/// `modernize diff - --stdin-filename PATH`: an editor's unsaved text, diffed as PATH with
/// PATH's project around it; nothing on disk is read as PATH or written.
@Suite struct StdinInputTests {
    @Test func diffsTheTextAsThatFileWithItsProject() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true)
        // The protocol lives in another file: only the project index can say it is class-bound.
        try directory.write("App/Delegates.swift", "protocol ListDelegate: AnyObject {\n    func didSelect()\n}\n")
        let saved = "final class ListController {\n    var delegate: ListDelegate?\n}\n"
        try directory.write("App/ListController.swift", "final class ListController {}\n")
        try directory.write("App/.modernize.json", #"{ "rules": ["weak-delegate"] }"#)

        let run = try runProcess(ModernizeBinary.path, ["diff", "-", "--stdin-filename", "App/ListController.swift"], in: directory.path, stdin: saved)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("--- a/App/ListController.swift\n+++ b/App/ListController.swift\n"), "\(run.stdout)")
        #expect(run.stdout.contains("+    weak var delegate: ListDelegate?"), "the index read App/Delegates.swift: \(run.stdout) \(run.stderr)")
        #expect(!run.stdout.contains("Delegates.swift"), "only the stdin file is migrated")
        #expect(try directory.readText("App/ListController.swift") == "final class ListController {}\n", "nothing written")
        #expect(run.stderr.contains("1 file scanned (1 parsed)"), "one file migrated: \(run.stderr)")

        // Nothing to change: exit 0 and no diff.
        let clean = try runProcess(ModernizeBinary.path, ["diff", "-", "--stdin-filename", "App/ListController.swift"], in: directory.path, stdin: "final class ListController {}\n")
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
    }

    @Test func dashNeedsAFileNameAndStandsAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Fixtures.legacy)
        let unnamed = try runProcess(ModernizeBinary.path, ["diff", "-"], in: directory.path, stdin: Fixtures.legacy)
        #expect(unnamed.status == 2)
        #expect(unnamed.stderr.contains("--stdin-filename"), "\(unnamed.stderr)")
        let mixed = try runProcess(ModernizeBinary.path, ["diff", "-", "A.swift", "--stdin-filename", "A.swift"], in: directory.path, stdin: "")
        #expect(mixed.status == 2)
        let named = try runProcess(ModernizeBinary.path, ["diff", "--stdin-filename", "A.swift", "A.swift"], in: directory.path)
        #expect(named.status == 2)
        #expect(named.stderr.contains("give `-` as the path"), "\(named.stderr)")
    }

    /// Issue 43, item 3: a name that is a directory (or empty) is refused before anything is
    /// read; `.` used to index the parent of the current directory.
    @Test func aDirectoryOrEmptyNameIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        // Nested, so a run that did index the parent reads only this small tree.
        try directory.write("outer/inner/App/List.swift", Fixtures.legacy)
        let inner = directory.path + "/outer/inner"
        for name in [".", "..", "", "App", "App/", "App/.", "./"] {
            let run = try runProcess(ModernizeBinary.path, ["diff", "-", "--stdin-filename", name], in: inner, stdin: Fixtures.legacy)
            #expect(run.status == 2, "'\(name)': \(run.stderr)")
            let expected = name.isEmpty ? "--stdin-filename is empty" : "--stdin-filename '\(name)' names a directory, not a file"
            #expect(run.stderr.contains(expected), "'\(name)': \(run.stderr)")
            #expect(run.stdout.isEmpty, "'\(name)': \(run.stdout)")
        }
    }
}
