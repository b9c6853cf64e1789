import Foundation
@testable import ModernizeCore
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store that cannot be trusted is a warning and a fallback to the source, never a crash or
/// a wrong answer. Each test damages its own copy of the fixture's store (the copy's units
/// still name the fixture's sources, which are unchanged).
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct BuildIndexDamageTests {
    static func library() throws -> String { try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: []) }

    /// The session a run over the fixture's sources opens with the store at `store`.
    static func session(store: String) throws -> (BuildIndexSession, BuildIndexFixture.Built) {
        let built = try BuildIndexFixture.built()
        let files = ["Row.swift", "Use.swift"].map(built.source) + [built.package + "/Package.swift"]
        return (BuildIndexSession.open(BuildIndexRequest(choice: .store(store)), paths: [built.package], files: files), built)
    }

    /// The file in `store/v5/<directory>` whose name starts with `prefix`.
    static func storeFile(_ store: String, _ directory: String, _ prefix: String) throws -> String {
        let enumerator = try #require(FileManager.default.enumerator(atPath: store + "/v5/" + directory))
        let found = try #require((enumerator.allObjects as? [String])?.first { ($0 as NSString).lastPathComponent.hasPrefix(prefix) })
        return store + "/v5/" + directory + "/" + found
    }

    @Test func aFileChangedSinceTheBuildFallsBackAndIsCounted() throws {
        let store = try BuildIndexFixture.copyOfStore()
        // The unit of Use.swift as if written long before the file's last change.
        var times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, try Self.storeFile(store, "units", "Use.swift"), &times, 0) == 0)
        let (session, built) = try Self.session(store: store)
        #expect(session.status.files == 3)
        #expect(session.status.covered == 1)
        #expect(session.status.changedSinceBuild == 1)
        #expect(session.status.warnings.isEmpty, "\(session.status.warnings)")
        #expect(session.status.notes.last == "1 file changed since the last build: rebuild for exact types")
        let reader = try #require(session.store)
        #expect(reader.freshness(ofSourceFile: built.source("Use.swift")) == .changedSinceBuild)
        #expect(reader.file(built.source("Use.swift")) == nil, "its facts describe another text")
        #expect(reader.file(built.source("Row.swift")) != nil)
    }

    @Test func aTruncatedRecordWarnsForItsFileOnly() throws {
        let store = try BuildIndexFixture.copyOfStore()
        let record = try Self.storeFile(store, "records", "Use.swift")
        let bytes = try #require(FileManager.default.contents(atPath: record))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: record))
        let (session, built) = try Self.session(store: store)
        let reader = try #require(session.store)
        #expect(reader.file(built.source("Use.swift")) == nil)
        let problem = try #require(reader.problem(readingSourceFile: built.source("Use.swift")))
        #expect(problem.contains("Sources/App/Use.swift: record \((record as NSString).lastPathComponent) not read: "), "\(problem)")
        #expect(reader.file(built.source("Row.swift")) != nil, "the other file's record is intact")
    }

    @Test func aTruncatedUnitWarnsAndItsFileIsNotCovered() throws {
        let store = try BuildIndexFixture.copyOfStore()
        let unit = try Self.storeFile(store, "units", "Row.swift")
        let bytes = try #require(FileManager.default.contents(atPath: unit))
        try bytes.prefix(20).write(to: URL(fileURLWithPath: unit))
        let (session, built) = try Self.session(store: store)
        #expect(session.status.covered == 1)
        let warning = try #require(session.status.warnings.first, "\(session.status.warnings)")
        #expect(warning.hasPrefix("\(store): unit \((unit as NSString).lastPathComponent) not read ("), "\(warning)")
        #expect(warning.hasSuffix("); the file it compiled falls back to the source"), "\(warning)")
        #expect(!warning.contains("Failure("), "\(warning)")
        #expect(session.store?.file(built.source("Row.swift")) == nil)
    }

    @Test func aStoreOfAnotherFormatIsNotRead() throws {
        let store = try BuildIndexFixture.copyOfStore()
        try FileManager.default.moveItem(atPath: store + "/v5", toPath: store + "/v4")
        #expect(throws: BuildIndexError.store(path: store, reason: "written in format v4, but this toolchain's libIndexStore reads v5; rebuild with this toolchain or pass --toolchain DIR for the one that built it")) {
            try BuildIndexStore.open(path: store, library: try Self.library())
        }
        let (session, _) = try Self.session(store: store)
        #expect(session.store == nil)
        #expect(session.status.warnings.first?.hasPrefix("build index not used, types come from the source: \(store): written in format v4") == true)
        #expect(session.status.notes.isEmpty)
    }

    @Test func aStoreWhoseUnitsAreNotADirectoryIsNotRead() throws {
        let store = try BuildIndexFixture.copyOfStore()
        try FileManager.default.removeItem(atPath: store + "/v5/units")
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: store + "/v5/units"))
        #expect(throws: BuildIndexError.store(path: store, reason: "v5/units is not a directory")) {
            try BuildIndexStore.open(path: store, library: try Self.library())
        }
        #expect(throws: BuildIndexError.store(path: store + "/missing", reason: "cannot read: No such file or directory")) {
            try BuildIndexStore.open(path: store + "/missing", library: try Self.library())
        }
    }

    /// Permissions stop everyone but root (these tests may run as root in containers).
    @Test(.enabled(if: geteuid() != 0)) func anUnreadableStoreIsNotRead() throws {
        let store = try BuildIndexFixture.copyOfStore()
        #expect(chmod(store + "/v5/units", 0) == 0)
        defer { chmod(store + "/v5/units", 0o755) }
        #expect(throws: BuildIndexError.store(path: store, reason: "v5/units: cannot read: Permission denied")) {
            try BuildIndexStore.open(path: store, library: try Self.library())
        }
    }

    @Test func aRecordThatIsALinkOutOfTheStoreIsNotFollowed() throws {
        let store = try BuildIndexFixture.copyOfStore()
        let record = try Self.storeFile(store, "records", "Use.swift")
        let elsewhere = try TestRunScratch.makeDirectory("elsewhere") + "/record"
        try FileManager.default.moveItem(atPath: record, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: record, withDestinationPath: elsewhere)
        let (session, built) = try Self.session(store: store)
        let reader = try #require(session.store)
        #expect(reader.file(built.source("Use.swift")) == nil)
        #expect(reader.problem(readingSourceFile: built.source("Use.swift"))?.contains("is not a plain file in the store") == true)
    }

    @Test func aStoreThatIsALinkOutOfThePackageIsRefused() throws {
        let store = try BuildIndexFixture.copyOfStore()
        let package = try TestRunScratch.makeDirectory("linked-package")
        try Data("// swift-tools-version: 5.9\n".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        try FileManager.default.createDirectory(atPath: package + "/.build/x86_64-unknown-linux-gnu/debug/index", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package + "/.build/x86_64-unknown-linux-gnu/debug/index/store", withDestinationPath: store)
        try FileManager.default.createDirectory(atPath: package + "/Sources", withIntermediateDirectories: true)
        let outcome = BuildIndexDiscovery.find(forPaths: [package, package + "/Sources"], derivedData: nil)
        #expect(outcome.found == nil)
        #expect(outcome.warnings.count == 1, "one package, looked at once: \(outcome.warnings)")
        let warning = try #require(outcome.warnings.first)
        #expect(warning.contains("/.build/x86_64-unknown-linux-gnu/debug/index/store: a symbolic link out of"), "\(warning)")
        #expect(warning.hasSuffix("(to \(ToolchainLibraries.realPath(store)!)); not used as a build index"), "\(warning)")
        let session = BuildIndexSession.open(BuildIndexRequest(choice: .automatic), paths: [package], files: [package + "/Package.swift"], derivedData: nil)
        #expect(session.store == nil)
        #expect(session.status.warnings == [warning])
    }
}
