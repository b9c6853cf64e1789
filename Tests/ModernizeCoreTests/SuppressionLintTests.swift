import ModernizeCore
import TestSupport
import Testing

/// Issue 18, item 22: suppression comments that silence nothing are findings.
@Suite struct SuppressionLintTests {
    @Test func misspelledDirectivesAndUnknownRulesAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", """
            // modernize:disable-nextline rename
            let old = 1
            // modernize:disable-next-line renam, rename -- reviewed
            let old2 = old
            // modernize:disable all
            // modernize:enable
            let s = "// modernize:bogus in a string is not a comment"

            """)
        try directory.write("Untriggered.swift", "// modernize:disable-fil\nlet x = 1\n")
        var run = MigrationRun(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions(), mode: .dryRun, jobs: 1)
        run.knownRuleIDs = ["rename"]
        let report = run.run(paths: [directory.path])
        let lint = report.findings.filter { $0.ruleID == SuppressionLint.ruleID }.map { "\($0.position.line): \($0.message)" }
        #expect(lint == [
            "1: unknown directive 'disable-nextline' after `modernize:` (did you mean 'disable-next-line'?); it silences nothing (directives: disable-next-line, disable, enable, disable-file)",
            "3: unknown rule 'renam' in `modernize:disable-next-line`; it silences nothing (see `modernize rules`)",
            "1: unknown directive 'disable-fil' after `modernize:` (did you mean 'disable-file'?); it silences nothing (directives: disable-next-line, disable, enable, disable-file)",
        ], "\(lint)")
        // The misspelled directive silenced nothing: line 2 was rewritten; line 4 is suppressed.
        let a = try #require(report.files.first { $0.path.hasSuffix("/A.swift") })
        #expect(a.diff.contains("+let new = 1"), "\(a.diff)")
        #expect(a.suppressedCounts["rename"] == 1, "one site")
    }

    /// Issue 43, item 14: only `//` comments are directives; the same text in a `///` doc
    /// comment or a `/* */` block comment silenced nothing without a word.
    @Test func directivesInDocAndBlockCommentsAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", """
            /// modernize:disable-next-line rename
            let old = 1
            /* modernize:disable-next-line rename */
            let old2 = old
                /** modernize:disable-file */
            /* a comment that mentions modernize: in passing */

            """)
        var run = MigrationRun(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions(), mode: .dryRun, jobs: 1)
        run.knownRuleIDs = ["rename"]
        let report = run.run(paths: [directory.path])
        let lint = report.findings.filter { $0.ruleID == SuppressionLint.ruleID }.map { "\($0.position.line):\($0.position.column): \($0.message)" }
        #expect(lint == [
            "1:1: `modernize:disable-next-line rename` in a `///` doc comment is not read as a suppression comment (write it as a line comment: `// modernize:disable-next-line rename`); it silences nothing",
            "3:1: `modernize:disable-next-line rename` in a `/* */` block comment is not read as a suppression comment (write it as a line comment: `// modernize:disable-next-line rename`); it silences nothing",
            "5:5: `modernize:disable-file` in a `/** */` block comment is not read as a suppression comment (write it as a line comment: `// modernize:disable-file`); it silences nothing",
        ], "\(lint)")
        let a = try #require(report.files.first { $0.path.hasSuffix("/A.swift") })
        #expect(a.diff.contains("+let new = 1") && a.diff.contains("+let old2 = new"), "nothing was silenced: \(a.diff)")
    }
}
