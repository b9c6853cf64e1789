import ModernizeCore
import Testing

@Suite struct FileMigrationTests {
    func migrate(_ text: String, _ rules: [any Codemod], minimumIOS: IOSVersion = .newest) -> MigrationResult {
        FileMigration(rules: rules, options: RuleOptions(minimumIOS: minimumIOS)).migrate(SourceText(path: "t.swift", text: text))
    }

    @Test func filesWithoutTriggersAreNotParsed() {
        let result = migrate("let x = 1\n", [RenameIdentifier(from: "zzz", to: "y")])
        #expect(result.status == .notTriggered)
    }

    @Test func editsKeepEveryOtherByte() {
        let text = "// comment\r\nlet old = 1 /* c */\r\n\r\n\tprint(old)\r\n"
        let result = migrate(text, [RenameIdentifier(from: "old", to: "new")])
        #expect(result.status == .changed)
        #expect(result.newText == "// comment\r\nlet new = 1 /* c */\r\n\r\n\tprint(new)\r\n")
        #expect(result.editCounts == ["rename": 2])
        #expect(result.findings.map(\.position) == [SourcePosition(line: 2, column: 5), SourcePosition(line: 4, column: 8)])
    }

    @Test func parseErrorsSkipTheFileAndNameTheFirstError() throws {
        let result = migrate("let old = 1\nfunc f( {\n", [RenameIdentifier(from: "old", to: "new")])
        guard case .skippedParseError(let problem) = result.status else {
            Issue.record("expected a parse-error skip, got \(result.status)")
            return
        }
        #expect(problem.position.line == 2)
        #expect(!problem.message.isEmpty)
        #expect(result.newText == "let old = 1\nfunc f( {\n")
    }

    @Test func overlappingRulesAreComposedOverTwoPasses() {
        // RewriteCall replaces the whole call; RenameIdentifier edits inside it. Both must land.
        let result = migrate("let a = wrap(old)\n", [RewriteCall(), RenameIdentifier(from: "old", to: "new")])
        #expect(result.newText == "let a = outer(new)\n")
        #expect(result.editCounts == ["rewrite-call": 1, "rename": 1])
    }

    @Test func brokenOutputKeepsTheOriginalAndBlamesTheRule() {
        let text = "func f() {}\nlet old = 1\n"
        let result = migrate(text, [RenameIdentifier(from: "old", to: "new"), BreakSyntax()])
        #expect(result.status == .internalError)
        #expect(result.newText == text)
        #expect(result.internalErrors.map(\.ruleID) == ["break-syntax"])
        #expect(result.internalErrors[0].message.contains("does not parse"))
    }

    @Test func throwingRuleKeepsTheOriginal() {
        let result = migrate("func f() {}\n", [ThrowingRule()])
        #expect(result.status == .internalError)
        #expect(result.internalErrors.map(\.ruleID) == ["throwing"])
    }

    @Test func overlappingEditsWithinOneRuleAreAnInternalError() {
        let result = migrate("func f() {}\n", [SelfOverlapping()])
        #expect(result.status == .internalError)
        #expect(result.internalErrors.first?.message.contains("overlapping") == true)
    }

    @Test func deploymentTargetBelowTheRuleTurnsEditsIntoFindings() {
        let rule = RenameIdentifier(from: "old", to: "new", since: IOSVersion(17))
        let result = migrate("let old = 1\n", [rule], minimumIOS: IOSVersion(16))
        #expect(result.status == .unchanged)
        let gated = result.findings.filter { $0.message.contains("needs iOS 17") }
        #expect(gated.count == 1)
        #expect(gated.first?.suggestion == "new")
        #expect(gated.first?.message.contains("deployment target is iOS 16") == true)
    }
}
