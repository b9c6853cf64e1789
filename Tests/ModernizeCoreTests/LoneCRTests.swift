import ModernizeCore
import Testing

/// Issue 18, item 9: the compiler counts a lone CR as a line break; so must the line table,
/// suppression comments and the line-ending detection.
@Suite struct LoneCRTests {
    func migrate(_ text: String) -> MigrationResult {
        FileMigration(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions()).migrate(SourceText(path: "t.swift", text: text))
    }

    @Test func positionsCountCRLFAndLoneCRAsTheCompilerDoes() {
        let table = LineTable("a\rb\r\nc\nd")
        #expect(table.lineStarts == [0, 2, 5, 7])
        #expect(table.location(of: 5) == (3, 1))
        let result = migrate("let a = 1\rlet old = 2\r\tprint(old)\r")
        #expect(result.findings.map(\.position) == [SourcePosition(line: 2, column: 5), SourcePosition(line: 3, column: 8)])
        #expect(result.newText == "let a = 1\rlet new = 2\r\tprint(new)\r")
    }

    @Test func disableNextLineWorksInALoneCRFile() {
        let result = migrate("// modernize:disable-next-line rename\rlet old = 1\rlet old2 = old\r")
        #expect(result.newText == "// modernize:disable-next-line rename\rlet old = 1\rlet old2 = new\r")
        #expect(result.suppressedCounts == ["rename": 1], "the site (its edit and its note) counts once")
    }

    @Test func loneCRIsDetectedAsTheLineEnding() throws {
        #expect(try SourceText.decode(path: "a", bytes: Array("a\rb\rc\r".utf8)).lineEnding == .cr)
        #expect(try SourceText.decode(path: "a", bytes: Array("a\r\nb\r\nc\r".utf8)).lineEnding == .crlf)
        #expect(IndentationStyle.detect(in: "a {\r  b {\r    c\r  }\r}\r") == IndentationStyle(unit: "  "))
    }
}
