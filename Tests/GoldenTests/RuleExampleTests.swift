import Foundation
import ModernizeCore
import Rewrites
import Testing

/// Each rule's own examples (the ones `modernize explain` prints) must hold, and must hold in
/// variants a real codebase has (SwiftLint's `verifyRule` idea): commented out or inside a
/// string literal nothing happens; with CRLF or lone CR line endings or tab indentation the output is the
/// same modulo those; under `// modernize:disable-next-line` every site is suppressed.
@Suite struct RuleExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let ruleID: String
        let example: RuleExample
        var testDescription: String { "\(ruleID)/\(example.name)" }
        var rule: any Codemod { Codemods.codemod(id: ruleID)! }
    }

    static let all: [Example] = Codemods.all.flatMap { rule in rule.description.examples.map { Example(ruleID: rule.id, example: $0) } }

    func run(_ text: String, _ example: Example) -> MigrationResult {
        let source = SourceText(path: "Example.swift", text: text)
        let index = GoldenProject.index([source], rules: [example.rule], root: nil)
        return FileMigration(rules: [example.rule], options: RuleOptions(includeReview: .all), index: index).migrate(source)
    }

    @Test(arguments: all)
    func exampleHolds(_ example: Example) {
        let before = example.example.before + "\n"
        let result = run(before, example)
        #expect(result.internalErrors.isEmpty)
        #expect(result.newText == (example.example.after.map { $0 + "\n" } ?? before), "\(result.newText)")
        let messages = result.findings.map(\.message)
        #expect(messages.count == example.example.findings.count, "\(messages)")
        for (message, prefix) in zip(messages, example.example.findings) {
            #expect(message.hasPrefix(prefix), "\(message) does not start with \(prefix)")
        }
    }

    @Test(arguments: all)
    func commentedOutOrInAStringNothingHappens(_ example: Example) {
        let lines = example.example.before.split(separator: "\n", omittingEmptySubsequences: false)
        let commented = lines.map { "// " + $0 }.joined(separator: "\n") + "\n"
        let inString = "let text = \"\"\"\n" + lines.joined(separator: "\n") + "\n\"\"\"\n"
        for variant in [commented, inString] {
            let result = run(variant, example)
            #expect(result.newText == variant)
            #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        }
    }

    @Test(arguments: all)
    func crlfAndTabsAreKept(_ example: Example) {
        let expected = example.example.after ?? example.example.before
        let crlf = run(example.example.before.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n", example)
        #expect(crlf.newText == expected.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
        let loneCR = run(example.example.before.replacingOccurrences(of: "\n", with: "\r") + "\r", example)
        #expect(loneCR.newText == expected.replacingOccurrences(of: "\n", with: "\r") + "\r", "lone CR line endings (old Mac files)")
        let tabs = run(Self.tabbed(example.example.before) + "\n", example)
        #expect(tabs.newText == Self.tabbed(expected) + "\n")
    }

    @Test(arguments: all)
    func disableNextLineSuppressesEverySite(_ example: Example) {
        let before = example.example.before + "\n"
        let first = run(before, example)
        let siteLines = Set(first.findings.map(\.position.line) + first.appliedEdits.filter { $0.pass == 1 }.map(\.start.line))
        guard !siteLines.isEmpty else { return }
        var lines = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in siteLines.sorted(by: >) {
            let indentation = lines[line - 1].prefix { $0 == " " }
            lines.insert("\(indentation)// modernize:disable-next-line \(example.ruleID) -- example", at: line - 1)
        }
        let suppressed = run(lines.joined(separator: "\n"), example)
        #expect(suppressed.status == .unchanged, "\(suppressed.newText)")
        #expect(suppressed.findings.isEmpty, "\(suppressed.findings.map(\.message))")
        #expect((suppressed.suppressedCounts[example.ruleID] ?? 0) > 0)
    }

    /// Four-space indentation units as tabs.
    static func tabbed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { (line: Substring) -> String in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: "\t", count: spaces / 4) + String(repeating: " ", count: spaces % 4) + String(line.dropFirst(spaces))
        }.joined(separator: "\n")
    }
}
