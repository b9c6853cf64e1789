import Foundation
@testable import ModernizeCore
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 43 items 1 and 15, in the engine: a journal is trusted only as written here (its
/// authentication, the files it may name), and it is one manifest plus one backups file
/// however many files it covers.
@Suite struct GroupJournalTrustTests {
    /// A tree with files `A.swift`... written as a journal says: the journal in place, the
    /// files holding their new bytes.
    func journaled(_ count: Int, in directory: TemporaryDirectory) throws -> [GroupJournal.Member] {
        var members: [GroupJournal.Member] = []
        for index in 0..<count {
            let path = try directory.write("Sources/F\(index).swift", "new \(index)\n")
            members.append(GroupJournal.Member(path: path, displayPath: "Sources/F\(index).swift", original: Array("old \(index)\n".utf8),
                                               written: Array("new \(index)\n".utf8), groups: ["g"]))
        }
        _ = try GroupJournal.begin(root: directory.path, members: members)
        return members
    }

    @Test func aJournalIsThreeFilesWhateverItCovers() throws {
        let directory = try TemporaryDirectory()
        _ = try journaled(300, in: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/.modernize-journal").sorted()
        #expect(names == ["backups", "journal.json", "owner"], "one backups file, not two per member: \(names.count) files")
        let outcome = try GroupJournalRecovery.recover(root: directory.path)
        #expect(outcome.warnings.count == 1)
        #expect(try directory.readText("Sources/F299.swift") == "old 299\n", "rolled back from the packed backups")
    }

    /// Any change to the manifest (a byte of a path, of a checksum, of the purpose) breaks its
    /// authentication: refused before any file is looked at.
    @Test func anEditedManifestIsRefused() throws {
        let directory = try TemporaryDirectory()
        _ = try journaled(2, in: directory)
        let manifestPath = directory.path + "/.modernize-journal/journal.json"
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        for (old, new) in [("Sources/F0.swift", "Sources/F1.swift"), ("change-across-files", "verify-round"), ("\"processID\" : ", "\"processID\" : 1")] {
            try manifest.replacingOccurrences(of: old, with: new).write(toFile: manifestPath, atomically: true, encoding: .utf8)
            #expect(throws: GroupJournalRecovery.Refusal.self, "\(old) -> \(new)") { try GroupJournalRecovery.recover(root: directory.path) }
            #expect(try directory.readText("Sources/F0.swift") == "new 0\n")
        }
        try manifest.write(toFile: manifestPath, atomically: true, encoding: .utf8)
        _ = try GroupJournalRecovery.recover(root: directory.path)
        #expect(try directory.readText("Sources/F0.swift") == "old 0\n", "the untouched manifest still checks")
    }

    /// The paths an entry may name, checked again at rollback whatever the authentication says.
    @Test func theFilesAJournalMayName() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Sources", withIntermediateDirectories: true)
        symlink("/tmp", directory.path + "/Linked")
        for relative in ["../x.swift", "/etc/x.swift", "a/../../x.swift", "", "a//b.swift"] {
            #expect(throws: GroupJournalRecovery.Refusal.self, "\(relative)") { try GroupJournalRecovery.target(relative, root: directory.path) }
        }
        for relative in [".git/config", "Sources/.GIT/hooks/x.swift", ".git/hooks/pre-commit", ".modernize-journal/journal.json", "Sources/Makefile", "run.sh", "Linked/x.swift"] {
            #expect(throws: GroupJournalRecovery.Refusal.self, "\(relative)") { try GroupJournalRecovery.target(relative, root: directory.path) }
        }
        #expect(throws: GroupJournalRecovery.Refusal.self, "a created plist") { try GroupJournalRecovery.target("App/Info.plist", root: directory.path, creates: true) }
        #expect(try GroupJournalRecovery.target("Sources/A.swift", root: directory.path) == directory.path + "/Sources/A.swift")
        #expect(try GroupJournalRecovery.target("Sources/SceneDelegate.swift", root: directory.path, creates: true) == directory.path + "/Sources/SceneDelegate.swift")
        #expect(try GroupJournalRecovery.target("Info.plist", root: directory.path) == directory.path + "/Info.plist")
    }

    /// A verify round's journal rolls back every file it covers and says it was a `--verify` round.
    @Test func aVerifyRoundsJournalSaysSo() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("A.swift", "new\n")
        _ = try GroupJournal.begin(root: directory.path, members: [
            GroupJournal.Member(path: path, displayPath: "A.swift", original: Array("old\n".utf8), written: Array("new\n".utf8), groups: []),
        ], purpose: .verifyRound)
        #expect(GroupJournalRecovery.pendingMessage(root: directory.path).contains("killed while a `--verify` build checked its rewrites"))
        let outcome = try GroupJournalRecovery.recover(root: directory.path)
        let warning = try #require(outcome.warnings.first)
        #expect(warning.contains("an earlier `modernize apply --verify` was killed while a build checked its rewrites, before the build accepted them; rolled back: "), "\(warning)")
        #expect(warning.contains("A.swift was restored to the bytes from before that run"), "\(warning)")
        #expect(try directory.readText("A.swift") == "old\n")
    }
}
