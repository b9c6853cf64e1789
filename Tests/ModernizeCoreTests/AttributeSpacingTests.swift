import ModernizeCore
import Testing

/// Issue 18, item 14: `@objc (name)` and `@available (iOS 15, *)` are valid Swift 5 (a
/// warning); swift-syntax 603 reports an error but round-trips them exactly. Such a file is
/// migrated; any other error still skips it.
@Suite struct AttributeSpacingTests {
    func migrate(_ text: String) -> MigrationResult {
        FileMigration(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions()).migrate(SourceText(path: "t.swift", text: text))
    }

    @Test func aSpaceBeforeAnAttributesParenthesisDoesNotSkipTheFile() {
        let text = "@available (iOS 15, *)\nfinal class C {\n    @objc (run:)\n    func run(_ x: Int) { let old = x }\n}\n"
        let result = migrate(text)
        #expect(result.status == .changed, "\(result.status)")
        #expect(result.newText == text.replacingOccurrences(of: "old", with: "new"))
    }

    @Test func otherErrorsInTheSameFileStillSkipIt() {
        let result = migrate("@objc (run:)\nfunc run(_ x: Int) { let old = x\n")
        guard case .skippedParseError(let problem) = result.status else {
            Issue.record("expected a skip, got \(result.status)")
            return
        }
        #expect(!problem.message.contains("extraneous whitespace"), "\(problem.message)")
    }
}
