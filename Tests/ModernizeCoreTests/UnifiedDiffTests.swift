import Foundation
import ModernizeCore
import TestSupport
import Testing

@Suite struct UnifiedDiffTests {
    @Test func hunkHeaderAndContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff().render(path: "f.swift", old: old, new: new)
        #expect(diff == """
            --- a/f.swift
            +++ b/f.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff().render(path: "f", old: "a\n", new: "a\n").isEmpty)
    }

    static let pairs: [(String, String)] = [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("a\r\nb\r\nc\r\n", "a\r\nb\r\n\tinserted\r\nc\r\n"),
        ("no newline at end", "no newline at end\nnow there is\n"),
        ("a\nb\n", "a\nb"),
        ("", "new file content\n"),
        ("first\n" + (1...30).map { "\($0)\n" }.joined() + "last\n", "FIRST\n" + (1...30).map { "\($0)\n" }.joined() + "LAST\n"),
        ("x\n" + (1...8).map { "\($0)\n" }.joined(), "x\ny\n" + (1...8).map { "\($0)\n" }.joined().replacingOccurrences(of: "7\n", with: "")),
    ]

    /// The diff must apply with `git apply` and reproduce the new bytes exactly.
    @Test(arguments: pairs.indices)
    func gitApplyReproducesTheNewText(index: Int) throws {
        let (old, new) = Self.pairs[index]
        guard let git = which("git") else { return }
        let directory = try TemporaryDirectory()
        try directory.write("Sources/f.swift", old)
        let diff = UnifiedDiff().render(path: "Sources/f.swift", old: old, new: new)
        try directory.write("change.patch", diff)
        let result = try runProcess(git, ["apply", "--unidiff-zero", "change.patch"], in: directory.path)
        #expect(result.status == 0, "git apply failed: \(result.stderr)\n\(diff)")
        #expect(try directory.read("Sources/f.swift") == Array(new.utf8))
    }
}
