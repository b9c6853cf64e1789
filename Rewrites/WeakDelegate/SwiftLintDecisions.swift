import Foundation
import ModernizeCore
import SwiftSyntax

/// SwiftLint's `weak_delegate` rule asks for the same change as this rule, so a comment that
/// disables it over a declaration is a recorded decision to keep that delegate strong:
/// `// swiftlint:disable:next weak_delegate`, `:this`, `:previous`, and `disable` ... `enable`
/// regions (an unclosed `disable` runs to the end of the file). `all` is not such a decision:
/// it silences every lint rule, saying nothing about this reference.
struct SwiftLintDecisions {
    static let lintRule = "weak_delegate"
    private static let mentionsLintRule = TriggerSet([[lintRule]])

    struct Directive {
        enum Scope: String { case region = "", next = ":next", this = ":this", previous = ":previous" }

        let isDisable: Bool
        let scope: Scope
        let position: SourcePosition
        /// The comment as written, for the finding.
        let text: String
    }

    private var directives: [Directive] = []

    /// Reads the file's comments; most files have no SwiftLint command for this rule at all.
    init(_ context: RuleContext) {
        // A byte search: Foundation's `contains` on every file was a visible share of a run.
        guard Self.mentionsLintRule.groups(in: context.text)[0] else { return }
        directives = context.parsed.comments().compactMap { Self.directive(in: $0.text, at: context.parsed.position(of: $0.offset)) }
    }

    /// `swiftlint:disable[:next|:this|:previous] rule rule ... [- reason]` naming `weak_delegate`.
    static func directive(in comment: String, at position: SourcePosition) -> Directive? {
        guard let marker = comment.range(of: "swiftlint:") else { return nil }
        var words = comment[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        guard let command = words.popFirst() else { return nil }
        let action = command.prefix { $0 != ":" }
        guard action == "disable" || action == "enable",
              let scope = Directive.Scope(rawValue: String(command.dropFirst(action.count))) else { return nil }
        let rules = words.prefix { $0 != "-" }.map { $0.hasSuffix("*/") ? $0.dropLast(2) : $0 }
        guard rules.contains(Substring(lintRule)) else { return nil }
        return Directive(isDisable: action == "disable", scope: scope, position: position, text: comment.trimmingCharacters(in: .whitespaces))
    }

    /// The directive that disables `weak_delegate` on one of `lines` (a declaration's), if any.
    func disabling(_ lines: ClosedRange<Int>) -> Directive? {
        var open: Directive?
        for directive in directives {
            let line = directive.position.line
            switch directive.scope {
            case .next where directive.isDisable && lines.contains(line + 1): return directive
            case .this where directive.isDisable && lines.contains(line): return directive
            case .previous where directive.isDisable && lines.contains(line - 1): return directive
            case .region where line < lines.upperBound: open = directive.isDisable ? directive : nil
            default: continue
            }
        }
        return open
    }
}
