import Foundation
import ModernizeCore
import Rewrites
import TestSupport
import Testing

/// Suggestions are code a user pastes: those of rules whose findings carry whole declarations
/// must type-check against the API model. Each suggestion of the rule's golden cases is put in
/// a function with the names the golden inputs use around it (`collectionView`, `spacing`, `cellSize`, `insets`, `view`).
/// Runs with the golden type check's switch, `MODERNIZE_TYPECHECK_TEST=1`, in its CI step.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MODERNIZE_TYPECHECK_TEST"] == "1"))
struct SuggestionTypeCheckTests {
    @Test func compositionalLayoutSuggestionsTypeCheck() throws {
        let cases = GoldenCase.all.filter { $0.rule == "compositional-layout" }
        try #require(!cases.isEmpty)
        var units: [String] = []
        for golden in cases {
            let sources = try golden.files.map { try SourceText.decode(path: $0.name, bytes: [UInt8](Data(contentsOf: $0.inputURL))) }
            let (rules, options) = try GoldenRunnerTests.configuration(for: golden, directives: golden.directives(in: sources[0].text))
            for result in GoldenProject(sources: sources, rules: rules, options: options, root: nil).migrate().results {
                for suggestion in result.findings.compactMap(\.suggestion) {
                    let body = suggestion.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                    units.append("@MainActor func suggestion\(units.count)(collectionView: UICollectionView, spacing: CGFloat, cellSize: CGSize, insets: UIEdgeInsets, view: UIView) {\n\(body)\n}\n")
                }
            }
        }
        #expect(units.count >= 5, "the golden cases should produce suggestions")
        let directory = try TemporaryDirectory()
        let path = try directory.write("Suggestions.swift", "import UIKit\n\n" + units.joined(separator: "\n"))
        let report = SwiftTypeChecker(modules: try APIModelModules.shared.get()).check([path])
        let source = try directory.readText("Suggestions.swift")
        #expect(report.errors.isEmpty, "suggestions do not type-check:\n\(report.errors.joined(separator: "\n"))\n\(source)")
    }
}
