import ModernizeCore
import Testing

@Suite struct SuppressionTests {
    let rename = RenameIdentifier(from: "old", to: "new")

    func migrate(_ text: String) -> MigrationResult {
        FileMigration(rules: [rename], options: RuleOptions()).migrate(SourceText(path: "t.swift", text: text))
    }

    @Test func disableNextLineSilencesOnlyTheNextLineAndCounts() {
        let text = """
            let a = old
            // modernize:disable-next-line rename -- kept on purpose
            let b = old
            let c = old

            """
        let result = migrate(text)
        #expect(result.newText == text.replacingOccurrences(of: "a = old", with: "a = new").replacingOccurrences(of: "c = old", with: "c = new"))
        #expect(result.suppressedCounts == ["rename": 1], "the site on line 3 (its edit and its note) counts once")
        #expect(result.editCounts == ["rename": 2])
        #expect(result.findings.map(\.position.line) == [1, 4])
    }

    @Test func disableEnableRegionAndAll() {
        let text = """
            // modernize:disable all
            let a = old
            // modernize:enable rename
            let b = old
            // modernize:disable other-rule, rename
            let c = old
            // modernize:enable
            let d = old

            """
        let result = migrate(text)
        #expect(result.newText.components(separatedBy: "new").count - 1 == 2, "\(result.newText)")
        #expect(result.newText.contains("let b = new") && result.newText.contains("let d = new"))
        #expect(result.suppressedCounts == ["rename": 2])
    }

    @Test func disableFileAndUnrelatedRules() {
        #expect(migrate("// modernize:disable-file\nlet a = old\n").status == .unchanged)
        #expect(migrate("// modernize:disable-file rename\nlet a = old\n").suppressedCounts == ["rename": 1])
        let other = migrate("// modernize:disable-next-line some-other-rule\nlet a = old\n")
        #expect(other.status == .changed)
        #expect(other.suppressedCounts.isEmpty)
    }

    @Test func directivesInStringsOrBlockCommentsDoNotCount() {
        let text = "let s = \"// modernize:disable-file\"\n/* modernize:disable-file */\nlet a = old\n"
        #expect(migrate(text).status == .changed)
    }

    @Test func directiveParsing() {
        let suppressions = Suppressions(ParsedSource(SourceText(path: "t.swift", text: "// modernize:disable-next-line a,b, c reason words\nlet x = 1\n")))
        #expect(suppressions.isSuppressed(rule: "a", line: 2))
        #expect(suppressions.isSuppressed(rule: "c", line: 2))
        #expect(!suppressions.isSuppressed(rule: "reason", line: 2))
        #expect(!suppressions.isSuppressed(rule: "a", line: 1))
        let typo = Suppressions(ParsedSource(SourceText(path: "t.swift", text: "// modernize:disabel-file\nlet x = 1\n")))
        #expect(typo.isEmpty)
    }
}
