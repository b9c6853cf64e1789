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
}
