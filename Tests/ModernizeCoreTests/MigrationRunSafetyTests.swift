import Foundation
import ModernizeCore
import TestSupport
import Testing

/// Faults in the middle of a real `apply` run on disk.
@Suite struct MigrationRunSafetyTests {
    func applyRun(_ rules: [any Codemod]) -> MigrationRun {
        MigrationRun(rules: rules, options: RuleOptions(), mode: .apply, jobs: 2)
    }

    @Test func fileEditedBetweenReadAndWriteIsNotOverwritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Edited.swift", "let old = 1 // edited-meanwhile\n")
        try directory.write("Calm.swift", "let old = 2\n")
        let rules: [any Codemod] = [RenameIdentifier(from: "old", to: "new"), EditsTheFileWhileRewriting(marker: "edited-meanwhile")]
        let report = applyRun(rules).run(paths: [directory.path])
        let edited = try #require(report.files.first { $0.path.hasSuffix("/Edited.swift") })
        #expect(edited.outcome == .skipped(reason: "\(edited.path): not written: the file changed on disk while it was being migrated"))
        #expect(try directory.readText("Edited.swift") == EditsTheFileWhileRewriting.userEdit, "the user's edit was overwritten")
        #expect(try directory.readText("Calm.swift") == "let new = 2\n")
        #expect(report.exitCode(dryRun: false) == ExitStatus.error)
    }

    @Test func ruleThrowingOnOneFileKeepsItAndExitsThree() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", "let old = 1 // explode\n")
        try directory.write("B.swift", "let old = 2\n")
        let rules: [any Codemod] = [RenameIdentifier(from: "old", to: "new"), ThrowsOnMarker(marker: "explode")]
        let report = applyRun(rules).run(paths: [directory.path])
        #expect(report.exitCode(dryRun: false) == ExitStatus.internalError)
        #expect(report.exitCode(dryRun: true) == ExitStatus.internalError, "3 outranks 1 in a dry run too")
        #expect(report.internalErrors.map(\.formatted) == ["\(directory.path)/A.swift: internal error in rule throws-on-marker: threw Failure(); file left unchanged"])
        #expect(try directory.readText("A.swift") == "let old = 1 // explode\n")
        #expect(try directory.readText("B.swift") == "let new = 2\n")
    }

    @Test func applyRemovesStaleTemporariesButNotThoseOfALiveRunAndDiffTouchesNone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sub/A.swift", "let old = 1\n")
        let dead = try deadProcessID()
        let stale = "Sub/.A.swift\(FileStore.temporaryMarker)\(dead)-1"
        let live = "Sub/.A.swift\(FileStore.temporaryMarker)\(getpid())-2"
        try directory.write(stale, "partial")
        try directory.write(live, "in flight")
        let rules: [any Codemod] = [RenameIdentifier(from: "old", to: "new")]

        let dryRun = MigrationRun(rules: rules, options: RuleOptions(), mode: .dryRun, jobs: 1).run(paths: [directory.path + "/Sub"])
        #expect(dryRun.pathNotes.isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/" + stale), "diff must write nothing, not even a cleanup")

        let report = applyRun(rules).run(paths: [directory.path + "/Sub"])
        #expect(report.pathNotes.count == 1)
        #expect(report.pathNotes.first?.hasSuffix("\(stale): removed a temporary file left by an interrupted run") == true, "\(report.pathNotes)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/" + stale))
        #expect(FileManager.default.fileExists(atPath: directory.path + "/" + live), "a running process's temp file was removed")
        #expect(try directory.readText("Sub/A.swift") == "let new = 1\n")
    }
}

/// The id of a process that has exited (and been reaped), so no process has it for now.
func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}
