import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// `--build-index auto` finds the store of the project above the paths, and the library comes
/// from the toolchain only.
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct BuildIndexDiscoveryTests {
    @Test func theStoreOfThePackageAboveTheGivenPathIsFound() throws {
        let built = try BuildIndexFixture.built()
        for path in [built.package, built.package + "/Sources/App", built.source("Use.swift")] {
            let outcome = BuildIndexDiscovery.find(forPaths: [path], derivedData: nil)
            #expect(outcome.found == .init(path: built.store, origin: "the package's .build"), "from \(path)")
            #expect(outcome.warnings.isEmpty)
        }
        let session = BuildIndexSession.open(
            BuildIndexRequest(choice: .automatic), paths: [built.package],
            files: ["Row.swift", "Use.swift"].map(built.source) + [built.package + "/Package.swift"], derivedData: nil)
        #expect(session.status.storePath == built.store)
        #expect((session.status.files, session.status.covered, session.status.changedSinceBuild) == (3, 2, 0))
        #expect(session.status.notes == ["build index \(FileDiscovery.displayPath(built.store)) (the package's .build): covers 2 of 3 Swift files"])
    }

    @Test func withoutAStoreNothingIsFoundAndNothingIsSaid() throws {
        let package = try TestRunScratch.makeDirectory("unbuilt")
        try Data("// swift-tools-version: 5.9\n".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        let session = BuildIndexSession.open(BuildIndexRequest(choice: .automatic), paths: [package], files: [package + "/Package.swift"], derivedData: nil)
        #expect(session.store == nil)
        #expect(session.status.notes.isEmpty)
        #expect(session.status.warnings.isEmpty)
        #expect(session.status.searched == [FileDiscovery.displayPath(package) + "/.build/*/{debug,release}/index/store"])
        #expect(BuildIndexSession.open(.none, paths: [package], files: []).status.configLines == ["build index: none (--build-index none)"])
    }

    /// Xcode's DerivedData: the folder whose info.plist names the project above the paths.
    @Test func xcodesStoreIsFoundByTheWorkspacePathInItsInfoPlist() throws {
        let built = try BuildIndexFixture.built()
        let root = try TestRunScratch.makeDirectory("xcode")
        let project = root + "/App"
        try FileManager.default.createDirectory(atPath: project + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/Sources", withIntermediateDirectories: true)
        let derivedData = root + "/DerivedData"
        for (folder, workspace) in [("App-abc", project + "/App.xcodeproj"), ("Other-def", root + "/Other/Other.xcodeproj")] {
            try FileManager.default.createDirectory(atPath: derivedData + "/\(folder)/Index.noindex", withIntermediateDirectories: true)
            let plist = try PropertyListSerialization.data(fromPropertyList: ["WorkspacePath": workspace], format: .xml, options: 0)
            try plist.write(to: URL(fileURLWithPath: derivedData + "/\(folder)/info.plist"))
            try FileManager.default.copyItem(atPath: built.store, toPath: derivedData + "/\(folder)/Index.noindex/DataStore")
        }
        let outcome = BuildIndexDiscovery.find(forPaths: [project + "/Sources"], derivedData: derivedData)
        let real = ToolchainLibraries.realPath(derivedData)!
        #expect(outcome.found?.origin == "Xcode's DerivedData for App.xcodeproj")
        #expect(outcome.found.flatMap { ToolchainLibraries.realPath($0.path) } == real + "/App-abc/Index.noindex/DataStore")
        #expect(BuildIndexDiscovery.find(forPaths: [project + "/Sources"], derivedData: nil).found == nil, "not on Linux by default")
    }

    @Test func theLibraryComesFromTheToolchainOfTheSwiftOnPath() throws {
        let swift = try #require(ToolchainLibraries.swiftOnPath(ProcessInfo.processInfo.environment))
        let toolchain = PathText.parent(of: PathText.parent(of: PathText.parent(of: swift)))
        let fromPath = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [])
        #expect(fromPath == ToolchainLibraries.realPath(PathText.parent(of: PathText.parent(of: swift)) + "/lib/" + ToolchainLibraries.libraryName))
        #expect(try ToolchainLibraries.indexStore(toolchain: toolchain, scannedRoots: []) == fromPath, "--toolchain names the same one")
        // A proxy `swift` (swiftly's) has no library beside it: the toolchain says where it is.
        let command = try #require(ToolchainLibraries.swiftCommandOnPath(ProcessInfo.processInfo.environment))
        let resources = try #require(ToolchainLibraries.runtimeResourcePath(swift: command))
        #expect(ToolchainLibraries.realPath(PathText.parent(of: resources) + "/" + ToolchainLibraries.libraryName) == fromPath)
        #if os(Linux)  // macOS would find Xcode's
        #expect(throws: BuildIndexError.noLibrary(lookedIn: [])) {
            try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [], environment: ["PATH": "/nonexistent"])
        }
        #endif
    }

    /// A library or a `swift` inside the tree the run reads is never loaded: the scanned
    /// repository cannot bring its own code into the tool.
    @Test func aLibraryInsideTheScannedTreeIsRefused() throws {
        let repository = try TestRunScratch.makeDirectory("repository")
        let real = ToolchainLibraries.realPath(repository)!
        let planted = repository + "/usr/lib/" + ToolchainLibraries.libraryName
        try FileManager.default.createDirectory(atPath: repository + "/usr/lib", withIntermediateDirectories: true)
        try Data("not a library".utf8).write(to: URL(fileURLWithPath: planted))
        #expect(throws: BuildIndexError.library(path: real + "/usr/lib/" + ToolchainLibraries.libraryName, reason: "it lies inside \(real), a tree this run reads; only a toolchain's library is loaded (pass --toolchain DIR)")) {
            try ToolchainLibraries.indexStore(toolchain: repository, scannedRoots: [repository])
        }
        // A `swift` in the repository first on PATH: its library is refused too.
        try FileManager.default.createDirectory(atPath: repository + "/usr/bin", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: repository + "/usr/bin/swift", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        #expect(throws: BuildIndexError.self) {
            try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [repository], environment: ["PATH": repository + "/usr/bin"])
        }
        // A `swift` in the scanned tree with no library beside it is not run to ask for one.
        let other = try TestRunScratch.makeDirectory("repository")
        let marker = other + "/ran"
        try FileManager.default.createDirectory(atPath: other + "/bin", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: other + "/bin/swift", contents: Data("#!/bin/sh\ntouch '\(marker)'\n".utf8), attributes: [.posixPermissions: 0o755])
        #expect(throws: BuildIndexError.self) {
            try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [other], environment: ["PATH": other + "/bin"])
        }
        #expect(!FileManager.default.fileExists(atPath: marker), "the repository's swift was run")
        // Outside the scanned tree a file that is no library is an error, not a crash.
        #expect(throws: BuildIndexError.self) {
            try BuildIndexStore.open(path: repository, library: real + "/usr/lib/" + ToolchainLibraries.libraryName)
        }
    }
}
