import Foundation
import ModernizeCore
import TestSupport
import Testing

@Suite struct FileStoreTests {
    @Test func atomicWriteKeepsPermissionsAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        chmod(path, 0o640)
        try FileStore.writeAtomically(Array("new\n".utf8), to: path, replacing: Array("old\n".utf8))
        #expect(try directory.readText("a.swift") == "new\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.swift"])
    }

    @Test func readOnlyFilesAreRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "old\n")
        chmod(path, 0o444)
        #expect(throws: FileWriteError.self) {
            try FileStore.writeAtomically(Array("new\n".utf8), to: path, replacing: Array("old\n".utf8))
        }
        #expect(try directory.readText("a.swift") == "old\n")
    }

    @Test func filesChangedOnDiskAreNotOverwritten() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.swift", "edited meanwhile\n")
        do {
            try FileStore.writeAtomically(Array("new\n".utf8), to: path, replacing: Array("old\n".utf8))
            Issue.record("write should have been refused")
        } catch {
            #expect(error.description.contains("changed on disk"))
        }
        #expect(try directory.readText("a.swift") == "edited meanwhile\n")
    }

    @Test func staleTemporariesOfTheToolAreRemovedAndNothingElse() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".a.swift\(FileStore.temporaryMarker)\(try deadProcessID())-456", "partial")
        try directory.write(".hidden-user-file", "keep")
        let removed = FileStore.removeStaleTemporaries(in: directory.path)
        #expect(removed.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [".hidden-user-file"])
    }
}

@Suite struct FileDiscoveryTests {
    @Test func walksSwiftFilesSortedSkippingExcludedDirectoriesAndLinks() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b/B.swift", "")
        try directory.write("a/A.swift", "")
        try directory.write("a/readme.md", "")
        try directory.write(".build/x/Gen.swift", "")
        try directory.write("Pods/P/P.swift", "")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/a/Link.swift", withDestinationPath: directory.path + "/b/B.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/loop", withDestinationPath: directory.path)
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files.map { ($0 as NSString).lastPathComponent } == ["A.swift", "B.swift"])
        #expect(result.errors.isEmpty)
        #expect(result.notes.count == 2)
    }

    @Test func missingPathsAreErrors() throws {
        let result = FileDiscovery().discover(["/nonexistent/path.swift"])
        #expect(result.files.isEmpty)
        #expect(result.errors.first?.contains("No such file") == true)
    }
}
