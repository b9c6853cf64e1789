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

    /// Issue 43, item 4: `--format github` writes the name into `file=` with GitHub's property
    /// escaping (`%`, CR, LF, `:`, `,`) and the other control characters as octal escapes;
    /// the log lines over the annotation limit escape them too, newlines included.
    @Test func githubAnnotationsEscapeFileNames() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A\u{1B}]0;x\u{07},b:c%.swift", Fixtures.legacy)
        try directory.write("B\n\u{1B}[2J.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "--format", "github", "--max-annotations", "1", "."], in: directory.path, review: false)
        #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("::warning file=A\\033]0;x\\007%2Cb%3Ac%25.swift,line=6,col=9,"), "\(result.stdout)")
        // Over the limit of one: a plain log line, where a newline in the name could start a
        // line the runner reads as a command.
        #expect(result.stdout.contains("\nB\\012\\033[2J.swift:6:9: warning: [reconfigure-items]"), "\(result.stdout)")

        let unlimited = try ModernizeBinary.run(["diff", "--format", "github", "--max-annotations", "0", "."], in: directory.path, review: false)
        #expect(unlimited.stdout.contains("::warning file=B%0A\\033[2J.swift,line=6,col=9,"), "\(unlimited.stdout)")
        #expect(!unlimited.stdout.unicodeScalars.contains("\u{1B}"), "\(unlimited.stdout)")
    }
}
