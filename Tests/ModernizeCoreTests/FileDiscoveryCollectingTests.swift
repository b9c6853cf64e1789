import Foundation
@testable import ModernizeCore
import Testing
import TestSupport

/// The Swift file walk lists a run memo's other inputs (storyboards, Info.plists, headers) in the
/// same directory listings: it must find the files the index's own walk (`ProjectFileWalk`)
/// reads, no more and no fewer, or a changed storyboard could go unnoticed.
@Suite struct FileDiscoveryCollectingTests {
    @Test func theWalkCollectsWhatTheIndexReads() throws {
        let root = try TemporaryDirectory()
        try root.write("App/Base.lproj/Main.storyboard", "<document/>\n")
        try root.write("App/Cell.xib", "<document/>\n")
        try root.write("App/Info.plist", "<plist/>\n")
        try root.write("App/Widget-Info.plist", "<plist/>\n")
        try root.write("App/Bridge.h", "@interface A\n@end\n")
        try root.write("App/View.swift", "struct V {}\n")
        try root.write("App/notes.txt", "x\n")
        try root.write("Pods/Lib/Lib.h", "@interface L\n@end\n")
        try root.write(".build/x/Info.plist", "<plist/>\n")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/App/Linked.storyboard", withDestinationPath: "Base.lproj/Main.storyboard")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/App/Linked.h", withDestinationPath: "Bridge.h")
        #expect(mkfifo(root.path + "/App/Pipe.storyboard", 0o600) == 0)

        let kinds = [InterfaceBuilderIndex.walkKind, PropertyListFiles.walkKind, ObjectiveCHeaders.walkKind]
        let discovered = FileDiscovery(collecting: kinds).discover([root.path])
        let expected = ProjectFileWalk.files(under: root.path, kinds: kinds).flatMap { $0 }
        #expect(discovered.collected.map(\.path) == expected.sorted())
        #expect(Set(discovered.collected.map(\.root)) == [root.path])
        // Links only where a kind asks for them (storyboards: yes, headers: no); a FIFO as well.
        #expect(discovered.collected.contains { $0.path.hasSuffix("/Linked.storyboard") })
        #expect(!discovered.collected.contains { $0.path.hasSuffix("/Linked.h") })
        #expect(discovered.collected.contains { $0.path.hasSuffix("/Pipe.storyboard") })
        #expect(discovered.files == FileDiscovery().discover([root.path]).files)
        #expect(FileDiscovery().discover([root.path]).collected.isEmpty)
    }

    /// A walk listing each depth's directories at once gives what the one-at-a-time walk gives,
    /// in the same order: files (a hard-linked file under the path met first), errors, notes,
    /// stamps, collected files and listings.
    @Test func theParallelWalkGivesWhatTheSequentialOneGives() throws {
        let root = try TemporaryDirectory()
        for app in ["A", "B", "C", "D"] {
            for depth in ["", "/x", "/x/y", "/z"] {
                try root.write("\(app)\(depth)/File\(app).swift", "struct \(app) {}\n")
                try root.write("\(app)\(depth)/Info.plist", "<plist/>\n")
            }
            try FileManager.default.createSymbolicLink(atPath: root.path + "/\(app)/Linked.swift", withDestinationPath: "File\(app).swift")
            try FileManager.default.createSymbolicLink(atPath: root.path + "/\(app)/LinkedDir", withDestinationPath: "x")
            #expect(mkfifo(root.path + "/\(app)/z/Pipe.swift", 0o600) == 0)
        }
        // One file under two names, in directories walked at different depths.
        #expect(link(root.path + "/D/x/y/FileD.swift", root.path + "/A/Hard.swift") == 0)
        try root.write("Pods/P.swift", "struct P {}\n")
        let kinds = [InterfaceBuilderIndex.walkKind, PropertyListFiles.walkKind, ObjectiveCHeaders.walkKind]
        let sequential = FileDiscovery(collecting: kinds, listingNames: true).discover([root.path])
        let parallel = FileDiscovery(collecting: kinds, listingNames: true, parallel: true).discover([root.path])
        #expect(parallel.files == sequential.files)
        #expect(parallel.files.contains { $0.hasSuffix("/A/Hard.swift") } && !parallel.files.contains { $0.hasSuffix("/D/x/y/FileD.swift") })
        #expect(parallel.errors == sequential.errors && parallel.errors.count == 4)
        #expect(parallel.notes == sequential.notes && parallel.notes.count == 8)
        #expect(parallel.stamps == sequential.stamps)
        #expect(parallel.collected.map(\.path) == sequential.collected.map(\.path))
        let shown = SettingsResolver.standardized(FileDiscovery.displayPath(root.path))
        #expect(parallel.directoryNames.isAbsent(shown + "/B/x/y/Package.swift") && !parallel.directoryNames.isAbsent(shown + "/B/x/y/Info.plist"))
    }
}
