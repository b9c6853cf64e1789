import ModernizeCore
import SwiftSyntax

/// Prints a run as one `NSLayoutConstraint.activate([...])` statement.
struct ActivationRewrite {
    let context: RuleContext

    func site(for run: ActivationRun) -> Site {
        let first = run.activations[0].statement
        let method = run.value ? "activate" : "deactivate"
        if run.activations[0].isOptionalChained {
            return context.finding(
                at: first,
                "\(run.activations.count) constraints set `.isActive = \(run.value)` one at a time through optional chaining; an array of NSLayoutConstraint cannot hold optionals: unwrap them (e.g. `guard let`), then use NSLayoutConstraint.\(method)([...])")
        }
        let indent = context.indentation(of: first)
        let unit = context.indentStyle.unit
        let newline = context.newline
        var lines = ["NSLayoutConstraint.\(method)(["]
        for (index, activation) in run.activations.enumerated() {
            if index > 0 {
                lines += TriviaLines.comments(in: activation.statement.leadingTrivia).map { indent + unit + $0 }
            }
            let element = Self.reindented(activation.receiver.trimmedDescription, by: unit, newline: newline)
            let trailing = activation.statement.trailingTrivia.compactMap(TriviaLines.commentText).joined(separator: " ")
            lines.append(indent + unit + element + "," + (trailing.isEmpty ? "" : " " + trailing))
        }
        lines.append(indent + "])")
        let last = run.activations.last!.statement
        let end = last.endPositionBeforeTrailingTrivia.advanced(by: TriviaLines.sameLineLength(last.trailingTrivia))
        let edit = SourceEdit(range: first.positionAfterSkippingLeadingTrivia..<end, replacement: lines.joined(separator: newline))
        return .safe(at: first, [edit])
    }

    /// Activations in a row, some of a receiver whose type the rule cannot tell: an element of
    /// another type (a layout library's `Constraint`) in `[NSLayoutConstraint]` would not compile.
    func finding(for run: UnknownRun) -> Site {
        let method = run.activations[0].value ? "activate" : "deactivate"
        let receivers = run.unknown.map { "`\($0.receiver.trimmedDescription)` (\(context.position(of: $0.receiver)))" }
        let elements = run.activations.map { $0.receiver.trimmedDescription }.joined(separator: ", ")
        return context.finding(
            at: run.unknown[0].statement, severity: .info,
            "\(run.activations.count) constraints set `.isActive = \(run.activations[0].value)` one at a time, but the type of \(ProseList.join(receivers)) is not known to be NSLayoutConstraint (the rule could not resolve it): if \(run.unknown.count == 1 ? "it is one" : "they are"), activate them together",
            suggestion: "NSLayoutConstraint.\(method)([\(elements)])")
    }

    /// Continuation lines of a multi-line element move one level in, with the element.
    static func reindented(_ text: String, by unit: String, newline: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        return lines.enumerated().map { index, line in index == 0 || line.isEmpty ? String(line) : unit + line }.joined(separator: newline)
    }
}
