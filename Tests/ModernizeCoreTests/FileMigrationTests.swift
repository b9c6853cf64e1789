import ModernizeCore
import SwiftSyntax
import TestSupport
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
        #expect(gated.first?.suggestion == "let new = 1", "the would-be code: the site's whole lines with its edits")
        #expect(gated.first?.message.contains("deployment target is iOS 16") == true)
    }
}

/// Per-site outcomes: review rewrites need `--include-review`, sites apply whole, findings of
/// later passes point at the original file.
@Suite struct SiteOutcomeTests {
    func migrate(_ text: String, _ rules: [any Codemod], review: ReviewSelection = .none) -> MigrationResult {
        FileMigration(rules: rules, options: RuleOptions(includeReview: review)).migrate(SourceText(path: "t.swift", text: text))
    }

    @Test func reviewRewritesAreReportedWithTheirCodeUnlessIncluded() {
        let rule = RenameIdentifier(from: "old", to: "new", review: true)
        let pending = migrate("let a = old\n", [rule])
        #expect(pending.status == .unchanged)
        #expect(pending.tierCounts["rename"] == TierCounts(review: 1))
        let finding = pending.findings.first
        #expect(finding?.tier == .review && finding?.applied == false && finding?.severity == .warning)
        #expect(finding?.message == "review rewrite not applied (--include-review applies it): renamed old")
        #expect(finding?.suggestion == "let a = new")

        let applied = migrate("let a = old\n", [rule], review: .rules(["rename"]))
        #expect(applied.newText == "let a = new\n")
        #expect(applied.tierCounts["rename"] == TierCounts(review: 1, reviewApplied: 1))
        #expect(applied.findings.map(\.message) == ["review: renamed old"], "the note survives the rewrite")
        #expect(applied.findings.first?.applied == true)

        #expect(migrate("let a = old\n", [rule], review: .rules(["other"])).status == .unchanged)
    }

    @Test func safeRewritesApplyByDefaultAndCountAsSafe() {
        let result = migrate("let a = old\nlet b = old\n", [RenameIdentifier(from: "old", to: "new")])
        #expect(result.newText == "let a = new\nlet b = new\n")
        #expect(result.tierCounts["rename"] == TierCounts(safe: 2))
    }

    @Test func aSiteIsSuppressedWholeWhenAnyOfItsEditsIsOnASilencedLine() {
        let text = "let a = old\n// modernize:disable-next-line two-line\nlet b = old\n"
        let result = migrate(text, [TwoLineSite()])
        #expect(result.status == .unchanged, "the site's first edit is not silenced, but the site goes whole")
        #expect(result.suppressedCounts == ["two-line": 1])
    }

    @Test func findingsOfALaterPassPointAtTheOriginalLines() {
        // RewriteCall replaces `wrap(old)` whole; the rename inside waits for pass 2, where the
        // text has an extra line inserted above by the first rule.
        let text = "let x = 1\nlet y = wrap(old)\n"
        let result = migrate(text, [InsertLineAbove(), RewriteCall(), RenameIdentifier(from: "old", to: "new")])
        let renamed = result.findings.filter { $0.ruleID == "rename" }
        #expect(result.newText.contains("outer(new)"))
        #expect(renamed.map(\.position.line) == [2], "\(renamed.map(\.position))")
    }
}

/// One site made of two edits on two lines: `old` on line 1 and on line 3 both renamed.
struct TwoLineSite: Codemod {
    let description = testRow("two-line")
    let triggers = ["old"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let tokens = context.tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "old" }
        let edits = tokens.map { SourceEdit(range: $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia, replacement: "new") }
        guard let first = tokens.first else { return RuleOutput() }
        return RuleOutput(sites: [.safe(at: first, edits)])
    }
}

/// Inserts a comment line at the top of the file once.
struct InsertLineAbove: Codemod {
    let description = testRow("insert-line")
    let triggers = ["wrap"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        guard !context.text.hasPrefix("// top") else { return RuleOutput() }
        let start = AbsolutePosition(utf8Offset: 0)
        return RuleOutput(sites: [.safe(at: context.tree, [SourceEdit(range: start..<start, replacement: "// top\n")])])
    }
}

@Suite struct TriggerSetTests {
    @Test func oneScanFindsEveryGroupWithAPattern() {
        let set = TriggerSet([["reloadItems", "reloadRows"], ["DispatchQueue"], ["textLabel"], []])
        #expect(set.groups(in: "snapshot.reloadRows(at: x)\nDispatchQueue.main") == [true, true, false, false])
        #expect(set.groups(in: "") == [false, false, false, false])
        #expect(set.groups(in: "reloadItem") == [false, false, false, false], "a prefix at the end is no match")
        #expect(set.groups(in: "ééé textLabel") == [false, false, true, false], "multi-byte text before a match")
    }

    @Test func wholeWordPatternsNeedIdentifierBoundaries() {
        let set = TriggerSet([["wait"], ["register"]], wholeWords: true)
        #expect(set.groups(in: "try await load()") == [false, false], "`await` holds `wait` but is another word")
        #expect(set.groups(in: "group.wait()\nregisterCell()") == [true, false])
        #expect(set.groups(in: "t.register(A.self)") == [false, true])
        #expect(set.groups(in: "éwait register_x") == [false, false], "multi-byte letters and `_` are identifier characters")
        #expect(set.occurs(in: "a wait b", bytes: 0..<4) == false && set.occurs(in: "a wait b", bytes: 2..<6))
    }

    @Test func oneBytePatternsMatchAnywhereIncludingTheLastByte() {
        let set = TriggerSet([["$"], ["ab"]])
        #expect(set.groups(in: "x$") == [true, false], "the last byte has no pair to look up")
        #expect(set.groups(in: "$x ab") == [true, true])
        #expect(set.groups(in: "a") == [false, false])
    }

    /// The two-byte prefilter must agree with a plain search for every pattern, on texts built
    /// from the patterns' own bytes (where near misses are frequent).
    @Test func agreesWithAPlainSearchOnRandomTexts() {
        let groups = [["de", "delegate", "dataSource"], ["d"], ["ate", "xyz"], ["legat", "$0"]]
        let set = TriggerSet(groups)
        let alphabet = Array("delgatsoucxyz$0 ")
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let expected = groups.map { patterns in patterns.contains { text.utf8.contains($0.utf8) } }
            #expect(set.groups(in: text) == expected, "\(text)")
        }
    }

    /// The call graph's shape: many patterns sharing first bytes (`s`, `st`, `set`), one
    /// group each, whole words or not; only the patterns with a text's two bytes are compared.
    @Test func manyPatternsSharingPrefixesAgreeWithAPlainSearch() {
        let names = ["s(", "st(", "set(", "setUp(", "start(", "stop(", "u(", "update(", "up(", "x", "ss"]
        var generator = SplitMix64(seed: 11)
        Self.expectAgreement(names, alphabet: Array("setUpartopdx( _é"), texts: 2_000, maximumLength: 30, generator: &generator)
    }

    /// The third-byte filter: pairs held only by longer patterns (`sel`, `sen`), pairs shared
    /// with a two-byte pattern (`ab`, `abc`) or a one-byte one (`x`, `xyz`), and texts that end
    /// one or two bytes into a pattern. Hundreds of random three-byte patterns fill the filter
    /// as the call graph's function names do, so a hash collision lets a position through and
    /// the comparison must still say no.
    @Test func thirdByteFilterAgreesWithAPlainSearch() {
        var generator = SplitMix64(seed: 23)
        let alphabet = Array("selnabcxyz(: ")
        let fixed = ["sel", "sen(", "ab", "abc", "x", "xyz", ": (", "ls"]
        let random = (0..<300).map { _ in String((0..<3).map { _ in alphabet.randomElement(using: &generator)! }) }
        Self.expectAgreement(fixed + random, alphabet: alphabet, texts: 1_000, maximumLength: 12, generator: &generator)
        let sparse = TriggerSet([["sel"], ["sen("]])
        #expect(sparse.groups(in: "se") == [false, false], "a text ending after a longer pattern's pair")
        #expect(sparse.groups(in: "sex sel") == [true, false])
        #expect(sparse.groups(in: "sen sen(") == [false, true])
    }

    /// One pattern per group, whole words or not: on random texts from `alphabet`, every group's
    /// answer is a plain search's.
    private static func expectAgreement(
        _ names: [String], alphabet: [Character], texts: Int, maximumLength: Int, generator: inout SplitMix64
    ) {
        let groups = names.map { [$0] }
        for wholeWords in [false, true] {
            let set = TriggerSet(groups, wholeWords: wholeWords)
            for _ in 0..<texts {
                let text = String((0..<Int.random(in: 0...maximumLength, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let expected = names.map { name in occurs(name, in: Array(text.utf8), wholeWords: wholeWords) }
                #expect(set.groups(in: text) == expected, "\(text) wholeWords: \(wholeWords)")
            }
        }
    }

    private static func occurs(_ pattern: String, in text: [UInt8], wholeWords: Bool) -> Bool {
        let bytes = Array(pattern.utf8)
        guard bytes.count <= text.count else { return false }
        func isIdentifier(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
        return (0...(text.count - bytes.count)).contains { start in
            guard Array(text[start..<(start + bytes.count)]) == bytes else { return false }
            guard wholeWords else { return true }
            let end = start + bytes.count
            return !(start > 0 && isIdentifier(text[start - 1])) && !(end < text.count && isIdentifier(text[end]))
        }
    }
}
