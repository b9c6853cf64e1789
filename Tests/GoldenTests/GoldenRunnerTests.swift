import Foundation
import ModernizeCore
import Rewrites
import Testing

/// Runs every golden case: output == expected, a second run changes nothing, the output parses.
/// `UPDATE_GOLDEN=1 swift test` writes the outputs for review (never under CI).
@Suite struct GoldenRunnerTests {
    static let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        && ProcessInfo.processInfo.environment["CI"] == nil

    @Test(arguments: GoldenCase.all)
    func golden(_ golden: GoldenCase) throws {
        let inputBytes = try [UInt8](Data(contentsOf: golden.inputURL))
        let source = try SourceText.decode(path: golden.name + ".input.swift", bytes: inputBytes)
        let directives = golden.directives(in: source.text)
        let migration = try Self.migration(for: golden, directives: directives)

        let first = migration.migrate(source)
        #expect(first.internalErrors.isEmpty, "internal errors: \(first.internalErrors.map(\.formatted))")
        if case .skippedParseError(let problem) = first.status {
            Issue.record("golden input does not parse: \(problem.position): \(problem.message)")
        }
        let output = source.encoded(first.newText)
        let findings = first.findings.map { "\($0.position) \($0.severity.rawValue): \($0.message)" + ($0.suggestion.map { "\n  suggested: " + $0.replacingOccurrences(of: "\n", with: "\n  ") } ?? "") }

        if Self.updating {
            if output != inputBytes { try Data(output).write(to: golden.expectedURL) }
            if !findings.isEmpty { try (findings.joined(separator: "\n") + "\n").write(to: golden.findingsURL, atomically: true, encoding: .utf8) }
            return
        }

        let expected = (try? [UInt8](Data(contentsOf: golden.expectedURL))) ?? inputBytes
        #expect(String(decoding: output, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "output differs from \(golden.rule)/\(golden.name).expected.swift")
        #expect(output == expected, "bytes differ (line endings or BOM?)")

        if let expectedFindings = try? String(contentsOf: golden.findingsURL, encoding: .utf8) {
            #expect(findings.joined(separator: "\n") + "\n" == expectedFindings, "findings differ from \(golden.name).findings")
        }

        let outputSource = SourceText(path: source.path, text: first.newText, hasByteOrderMark: source.hasByteOrderMark)
        #expect(ParsedSource(outputSource).firstError == nil, "output does not parse: \(String(describing: ParsedSource(outputSource).firstError))")
        let second = migration.migrate(outputSource)
        #expect(second.newText == first.newText, "not idempotent: a second run changes the output")
        #expect(second.internalErrors.isEmpty)
    }

    static func migration(for golden: GoldenCase, directives: [String: String]) throws -> FileMigration {
        let ruleIDs = directives["rules"].map { $0.split(separator: ",").map(String.init) } ?? [golden.rule]
        let rules = try ruleIDs.map { id in try #require(Codemods.codemod(id: id), "golden case names unknown rule \(id)") }
        var options = RuleOptions()
        if let minimum = directives["min-ios"] {
            options.minimumIOS = try #require(IOSVersion(parsing: minimum))
        }
        return FileMigration(rules: rules, options: options)
    }
}
