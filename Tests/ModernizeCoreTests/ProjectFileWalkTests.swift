import Foundation
@testable import ModernizeCore
import Testing
import TestSupport

/// The storyboard and Info.plist walks the index inputs key makes in one pass find what each
/// walk finds on its own.
@Suite struct ProjectFileWalkTests {
    @Test func oneWalkFindsWhatEachKindsOwnWalkFinds() throws {
        let directory = try TemporaryDirectory()
        for path in ["App/Main.storyboard", "App/Info.plist", "App/Cell.xib", "Widget/Widget-Info.plist", "App/Notes.txt",
                     ".build/Stale.storyboard", "Pods/Lib/Info.plist", "Deep/A/B/View.xib"] {
            try directory.write(path, "x")
        }
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Linked.storyboard", withDestinationPath: directory.path + "/App/Main.storyboard")
        #expect(mkfifo(directory.path + "/App/Pipe.storyboard", 0o600) == 0)
        let both = ProjectFileWalk.files(under: directory.path, kinds: [InterfaceBuilderIndex.walkKind, PropertyListFiles.walkKind])
        let relative = both.map { $0.map { String($0.dropFirst(directory.path.count + 1)) } }
        // The storyboard link is listed (the scan decides where it may lead), never walked into.
        #expect(relative == [["App/Cell.xib", "App/Main.storyboard", "App/Pipe.storyboard", "Deep/A/B/View.xib", "Linked.storyboard"], ["App/Info.plist", "Widget/Widget-Info.plist"]])
        #expect(both == [InterfaceBuilderIndex.files(under: directory.path), PropertyListFiles.paths(under: directory.path)])
        // A file given as the root is its own walk.
        #expect(ProjectFileWalk.files(under: directory.path + "/App/Info.plist", kinds: [InterfaceBuilderIndex.walkKind, PropertyListFiles.walkKind])
            == [[], [directory.path + "/App/Info.plist"]])
    }
}
