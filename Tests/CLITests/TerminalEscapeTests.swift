import Foundation
import TestSupport
import Testing

/// Issue 31, item 7: a file name's terminal escape sequences reach stderr escaped, never raw.
@Suite struct TerminalEscapeTests {
    @Test func controlCharactersInFileNamesAreEscapedInMessages() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A\u{1B}]0;owned\u{07}.swift", Fixtures.legacy)
        #expect(mkfifo(directory.path + "/P\u{1B}[2J\u{9B}31m.swift", 0o644) == 0)

        let result = try ModernizeBinary.run(["diff", "."], in: directory.path, review: false)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" }, "\(result.stderr)")
        #expect(result.stderr.contains("error: P\\033[2J\\302\\23331m.swift: not a regular file"), "\(result.stderr)")
        #expect(result.stderr.contains("A\\033]0;owned\\007.swift:6:9: warning: [reconfigure-items]"), "\(result.stderr)")

        // Batch progress lines quote a failed repository's error the same way.
        try directory.write("repo/Sub\u{1B}[2J/.modernize.json", "{ not json")
        try directory.write("repo/Sub\u{1B}[2J/List.swift", Fixtures.legacy)
        let batch = try ModernizeBinary.run(["batch", "repo", "--out", "out"], in: directory.path)
        #expect(batch.status == 2, "\(batch.stderr)")
        #expect(batch.stderr.contains("repo: failed: Sub\\033[2J/.modernize.json"), "\(batch.stderr)")
        #expect(!batch.stderr.unicodeScalars.contains("\u{1B}"), "\(batch.stderr)")
    }
}
