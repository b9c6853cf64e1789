import Foundation
@testable import ModernizeCore
import Testing

@Suite struct DisplayPathTests {
    /// Clean paths (what the walk gives) take a shortcut; the others are cleaned first.
    @Test func displayPathsAreCleanAndRelativeToTheCurrentDirectory() {
        let cwd = FileManager.default.currentDirectoryPath
        let expected = [
            "a/b.swift": "a/b.swift", "a/./b.swift": "a/b.swift", "a//b.swift": "a/b.swift", "./a/b.swift": "a/b.swift", "././a/b.swift": "a/b.swift", "./": ".", "./a/": "a",
            "./a/.": "a", "./.git/x.swift": ".git/x.swift", "x/": "x",
            ".": ".", "": ".", cwd: ".", cwd + "/x/y.swift": "x/y.swift", cwd + "//x/./y.swift": "x/y.swift",
            "/nonexistent-root-\(UUID())/f.swift": nil,
        ]
        for (path, display) in expected {
            #expect(FileDiscovery.displayPath(path) == (display ?? path), "\(path)")
        }
    }
}
