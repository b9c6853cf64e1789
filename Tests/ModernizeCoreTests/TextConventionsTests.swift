import Foundation
@testable import ModernizeCore
import SwiftSyntax
import Testing

/// A file's indentation and line break are detected when a rule first asks, with the answers
/// eager detection gave.
@Suite struct TextConventionsTests {
    /// Keeps the conventions each rule run saw, to look at after the run.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [TextConventions] = []
        func add(_ conventions: TextConventions) { lock.withLock { all.append(conventions) } }
        var conventions: [TextConventions] { lock.withLock { all } }
    }

    /// Reports each `old` token; with `inserts`, also inserts a line below the first one, built
    /// with the file's indentation and line break as a rule's inserted code is.
    struct ConventionsProbe: Codemod {
        let description = testRow("conventions-probe")
        let triggers = ["old"]
        let inserts: Bool
        let seen: Seen

        func rewrite(_ context: RuleContext) throws -> RuleOutput {
            seen.add(context.conventions)
            guard let token = context.tree.tokens(viewMode: .sourceAccurate).first(where: { $0.text == "old" }) else { return RuleOutput() }
            guard inserts, !context.text.contains("// checked") else { return RuleOutput(sites: [context.finding(at: token, "old is here")]) }
            let line = token.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })!
            let insertion = context.newline + context.indentation(of: line) + context.indentStyle.unit + "// checked"
            return RuleOutput(sites: [.safe(at: token, [SourceEdit(range: line.endPositionBeforeTrailingTrivia..<line.endPositionBeforeTrailingTrivia, replacement: insertion)])])
        }
    }

    @Test func detectedValuesEqualEagerDetection() {
        let texts = [
            "func f() {\n\tlet old = 1\n}\n",
            "func f() {\r\n  let old = 1\r\n  if true {\r\n    g()\r\n  }\r\n}\r\n",
            "let old = 1",
            "",
        ]
        for text in texts {
            let conventions = TextConventions(text)
            #expect(conventions.known == (false, false))
            #expect(conventions.indentation == IndentationStyle.detect(in: text), "\(text.debugDescription)")
            #expect(conventions.lineBreak == LineEnding.detect(in: text.utf8), "\(text.debugDescription)")
            #expect(conventions.known == (true, true))
        }
        let given = TextConventions("a\r\nb\n", indentStyle: .tab, lineEnding: .lf)
        #expect(given.known == (true, true) && given.indentation == .tab && given.lineBreak == .lf)
    }

    @Test func anEditedTextIndentsLikeTheOriginalWithItsOwnLineBreak() {
        let original = TextConventions("func f() {\n\tg()\n}\n")
        let edited = TextConventions(edited: "func f() {\r\n    g()\r\n}\r\n", original: original)
        #expect(edited.known == (false, false))
        #expect(edited.indentation == .tab)
        #expect(original.known.indentation, "asked through the edited text, detected once on the original")
        #expect(edited.lineBreak == .crlf)
        #expect(!original.known.lineBreak)
    }

    @Test func aRunThatOnlyReportsScansForNeither() {
        let seen = Seen()
        let migration = FileMigration(rules: [ConventionsProbe(inserts: false, seen: seen)], options: RuleOptions(minimumIOS: .newest))
        let result = migration.migrate(SourceText(path: "t.swift", text: "func f() {\n  let old = 1\n}\n"))
        #expect(result.findings.map(\.message) == ["old is here"])
        #expect(seen.conventions.count == 1)
        #expect(seen.conventions.allSatisfy { $0.known == (false, false) })
    }

    @Test func insertedCodeUsesTheFileIndentationAndLineBreak() {
        let seen = Seen()
        let migration = FileMigration(rules: [ConventionsProbe(inserts: true, seen: seen)], options: RuleOptions(minimumIOS: .newest))
        let text = "func f() {\r\n  if true {\r\n    let old = 1\r\n  }\r\n}\r\n"
        let result = migration.migrate(SourceText(path: "t.swift", text: text))
        #expect(result.newText == "func f() {\r\n  if true {\r\n    let old = 1\r\n      // checked\r\n  }\r\n}\r\n")
        #expect(seen.conventions.count == 1)
        #expect(seen.conventions.first.map { $0.known == (true, true) } == true)
    }
}
