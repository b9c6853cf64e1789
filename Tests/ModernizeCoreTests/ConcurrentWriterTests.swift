import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// Issue 18, items 1, 3 and 20: another writer landing between the check and the swap, links,
/// hard links and ownership. A hook runs the "other writer" at the worst moment.
@Suite(.serialized) struct ConcurrentWriterTests {
    let old = Array("old\n".utf8)
    let new = Array("new\n".utf8)

    private func write(_ path: String, during hook: @escaping () -> Void) throws(FileWriteError) {
        FileReplacement.setBeforeSwapHook(for: path, hook)
        defer { FileReplacement.setBeforeSwapHook(for: path, nil) }
        try FileStore.writeAtomically(new, to: path, replacing: old)
    }

    @Test func anEditorSavingByRenameJustBeforeTheSwapKeepsItsEdit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        #expect(throws: FileWriteError.self) {
            try write(path) {
                let saved = try! directory.write(".a.swift.editor-save", "user edit\n")
                rename(saved, path)
            }
        }
        #expect(try directory.readText("a.swift") == "user edit\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.swift"])
    }

    @Test func anInPlaceWriteJustBeforeTheSwapKeepsItsEdit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        do {
            try write(path) { try! Data("user edit\n".utf8).write(to: URL(fileURLWithPath: path)) }
            Issue.record("the write should have been refused")
        } catch {
            #expect(error.description.contains("changed on disk"), "\(error)")
        }
        #expect(try directory.readText("a.swift") == "user edit\n")
    }

    @Test func aSymbolicLinkSwappedInIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        let target = try directory.write("target.swift", "old\n")
        chmod(target, 0o600)
        unlink(path)
        symlink(target, path)
        do {
            try FileStore.writeAtomically(new, to: path, replacing: old)
            Issue.record("a link must not be replaced")
        } catch {
            #expect(error.description.contains("no longer a regular file"), "\(error)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
        #expect(try directory.readText("target.swift") == "old\n")
        #expect((try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) == 0o600)
    }

    @Test func hardLinkedFilesAreReportedNotSplit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        #expect(link(path, directory.path + "/b.swift") == 0)
        do {
            try FileStore.writeAtomically(new, to: path, replacing: old)
            Issue.record("a hard-linked file must not be split")
        } catch {
            #expect(error.description.contains("2 hard links"), "\(error)")
        }
        #expect(try directory.readText("b.swift") == "old\n")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another owner"))
    func ownerAndGroupAreKept() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        #expect(chown(path, 65534, 65534) == 0)
        chmod(path, 0o640)
        try FileStore.writeAtomically(new, to: path, replacing: old)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 65534 && info.st_gid == 65534)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try directory.readText("a.swift") == "new\n")
    }

    @Test func aTreeIsLockedByOneWritingRunAtATime() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sub/a.swift", "old\n")
        let first = try TreeLock.acquire(forPaths: [directory.path + "/Sub/a.swift"])
        do {
            _ = try TreeLock.acquire(forPaths: [directory.path + "/Sub"])
            Issue.record("the second lock must fail")
        } catch {
            #expect(error.description.contains("another modernize run holds the lock"), "\(error)")
        }
        first.release()
        _ = try TreeLock.acquire(forPaths: [directory.path + "/Sub"])
    }
}
