import ModernizeCore
import SwiftSyntax

/// The original text of a region of the file with some nodes in it replaced: a suggestion
/// built from the site's own code (`items[index]` read as `item` in a ForEach body).
enum RegionText {
    /// The bytes from `start` to `end`, each replacement's node (inside the region, not
    /// overlapping another) spelled as its text instead.
    static func text(
        _ context: RuleContext, from start: AbsolutePosition, to end: AbsolutePosition,
        replacing replacements: [(node: Syntax, text: String)] = []
    ) -> String {
        text(context, from: start, to: end, replacingRanges: replacements.map { ($0.node.positionAfterSkippingLeadingTrivia..<$0.node.endPositionBeforeTrailingTrivia, $0.text) })
    }

    /// The bytes from `start` to `end` with byte ranges replaced (an empty range inserts).
    static func text(
        _ context: RuleContext, from start: AbsolutePosition, to end: AbsolutePosition,
        replacingRanges replacements: [(range: Range<AbsolutePosition>, text: String)]
    ) -> String {
        let bytes = context.parsed.lines.bytes
        var result: [UInt8] = []
        var cursor = start.utf8Offset
        for (range, text) in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let from = range.lowerBound.utf8Offset
            let to = range.upperBound.utf8Offset
            guard from >= cursor, to <= end.utf8Offset else { continue }
            result += bytes[cursor..<from]
            result += Array(text.utf8)
            cursor = to
        }
        result += bytes[cursor..<max(cursor, end.utf8Offset)]
        return String(decoding: result, as: UTF8.self)
    }

    /// The inside of a closure (between its braces), with replacements, as lines indented by
    /// `indent` (relative indentation kept).
    static func body(
        of closure: ClosureExprSyntax, _ context: RuleContext, indent: String,
        replacing replacements: [(node: Syntax, text: String)] = []
    ) -> [String] {
        let inside = text(
            context, from: closure.leftBrace.endPositionBeforeTrailingTrivia, to: closure.rightBrace.positionAfterSkippingLeadingTrivia,
            replacing: replacements)
        return LineBlock.reindented(inside, to: indent)
    }

    /// The inside of a closure without its signature (`{ item in` ... `}`).
    static func statements(
        of closure: ClosureExprSyntax, _ context: RuleContext, indent: String,
        replacing replacements: [(node: Syntax, text: String)] = []
    ) -> [String] {
        guard let first = closure.statements.first else { return [] }
        let inside = text(
            context, from: first.positionAfterSkippingLeadingTrivia, to: closure.rightBrace.positionAfterSkippingLeadingTrivia,
            replacing: replacements)
        // The first statement starts mid-line: give it the indentation of the lines below it.
        return LineBlock.reindented("\n" + String(repeating: " ", count: column(of: first, context)) + inside, to: indent)
    }

    /// The code of `node` (from its first character) as lines starting at column 0, relative
    /// indentation kept.
    static func lines(of node: some SyntaxProtocol, _ context: RuleContext, replacingRanges replacements: [(range: Range<AbsolutePosition>, text: String)]) -> [String] {
        let code = text(context, from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia, replacingRanges: replacements)
        return LineBlock.reindented("\n" + String(repeating: " ", count: column(of: node, context)) + code, to: "")
    }

    /// The 0-based column (in bytes) at which `node` starts.
    static func column(of node: some SyntaxProtocol, _ context: RuleContext) -> Int {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return offset - context.parsed.lines.startOfLine(containing: offset)
    }
}
