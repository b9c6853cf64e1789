import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// `--verify` puts the tree back from the journal: replaced files get their bytes back,
/// created files go away, and a file someone else changed meanwhile is left alone and named.
@Suite struct WriteJournalTests {
    @Test func restoresReplacedAndRemovesCreatedFiles() throws {
        let directory = try TemporaryDirectory()
        let replaced = try directory.write("A.swift", "old\n")
        let created = directory.path + "/New.swift"
        let journal = WriteJournal()
        _ = try FileStore.writeAtomically(Array("new\n".utf8), to: replaced, replacing: Array("old\n".utf8))
        journal.recordReplacement(path: replaced, displayPath: "A.swift", original: Array("old\n".utf8), written: Array("new\n".utf8))
        try FileStore.createAtomically(Array("made\n".utf8), at: created)
        journal.recordCreation(path: created, displayPath: "New.swift", written: Array("made\n".utf8), unit: "group:g")
        #expect(journal.restore().isEmpty)
        #expect(try directory.readText("A.swift") == "old\n")
        #expect(!FileManager.default.fileExists(atPath: created))
        #expect(journal.entries.isEmpty, "restored entries are forgotten")
    }

    @Test func aFileChangedByOthersIsNotOverwritten() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("A.swift", "someone else's\n")
        let created = try directory.write("New.swift", "someone else's too\n")
        let journal = WriteJournal()
        journal.recordReplacement(path: path, displayPath: "A.swift", original: Array("old\n".utf8), written: Array("new\n".utf8))
        journal.recordCreation(path: created, displayPath: "New.swift", written: Array("made\n".utf8), unit: "group:g")
        let problems = journal.restore()
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.allSatisfy { $0.contains("not restored") })
        #expect(try directory.readText("A.swift") == "someone else's\n")
        #expect(try directory.readText("New.swift") == "someone else's too\n")
        #expect(journal.entries.count == 2, "what could not be restored stays recorded")
    }
}
