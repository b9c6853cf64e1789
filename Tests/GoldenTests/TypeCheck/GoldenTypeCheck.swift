import Foundation
import Rewrites

/// The type-check rule for one golden case: input and expected output both type-check against
/// the API model, and the output uses no more deprecated API than the input (strictly less when
/// the case migrates code for a rule whose legacy API Apple deprecated).
enum GoldenTypeCheck {
    /// `// golden: no-typecheck` at the top of the input: the case holds invalid Swift on purpose.
    static let skipDirective = "no-typecheck"

    /// Rules whose legacy side is API that Apple marks deprecated, so a migrating case must lower
    /// the count. GCD and `reloadItems` are not deprecated: those migrations may keep it equal.
    static let rulesReplacingDeprecatedAPI = Set(Codemods.all.filter(\.description.appleDeprecated).map(\.id))

    /// Deprecated uses in a file: compiler warnings plus overrides of deprecated methods.
    static func deprecatedUses(_ report: TypeCheckReport, text: String) -> [String] {
        report.deprecationWarnings + DeprecatedOverrides.occurrences(in: text)
    }

    /// Code under `#if os(iOS)` (and the like) is inactive on Linux, so its deprecated uses cannot
    /// be counted; such a case must still not add any.
    static func hasCodeInactiveOnLinux(_ text: String) -> Bool {
        ["os(iOS)", "os(tvOS)", "os(visionOS)", "os(watchOS)", "os(macOS)", "targetEnvironment("].contains { text.contains($0) }
    }

    /// Problems with one case; empty when it passes. Every message names the case.
    static func problems(
        caseName: String, rules: Set<String>,
        input: (report: TypeCheckReport, text: String),
        expected: (report: TypeCheckReport, text: String)?
    ) -> [String] {
        var problems: [String] = []
        for (role, file) in [("input", Optional(input)), ("expected", expected)] {
            guard let file, !file.report.typeChecks else { continue }
            let messages = file.report.diagnostics.isEmpty ? ["(swiftc exited with \(file.report.status))"] : file.report.diagnostics
            problems.append("golden case \(caseName): \(role) file does not type-check against the API model:\n" + messages.joined(separator: "\n"))
        }
        guard let expected, expected.text != input.text else { return problems }

        let before = deprecatedUses(input.report, text: input.text)
        let after = deprecatedUses(expected.report, text: expected.text)
        if after.count > before.count {
            problems.append("golden case \(caseName): expected file uses more deprecated API (\(after.count)) than its input (\(before.count)):\n" + after.joined(separator: "\n"))
        } else if after.count == before.count, !rules.isDisjoint(with: rulesReplacingDeprecatedAPI),
                  !hasCodeInactiveOnLinux(input.text) {
            problems.append("golden case \(caseName): the case migrates code but the expected file uses as much deprecated API (\(after.count)) as its input:\n" + after.joined(separator: "\n"))
        }
        return problems
    }
}
