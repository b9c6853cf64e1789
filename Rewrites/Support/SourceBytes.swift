import ModernizeCore
import SwiftSyntax

/// A file's UTF-8 bytes, for codemods that copy original code (with its comments) into
/// replacements or move whole lines: line starts, ends, blank-line checks and indentation at
/// byte offsets of the original text.
///
/// What a token's trivia can answer is in `TriviaLines`; what stays here needs the engine's
/// line table (whole-line ranges and neighbouring blank lines for edits, which may reach across
/// several tokens' trivia) or the original text between arbitrary offsets.
struct SourceBytes {
    /// The engine's line table for the file: line lookups are not re-implemented here.
    let lines: LineTable
    var bytes: [UInt8] { lines.bytes }

    init(_ context: RuleContext) { lines = context.parsed.lines }

    subscript(offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The original text from `first`'s first character to `last`'s last, trivia in between kept.
    func slice(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> String {
        text(first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The offset of the first byte of the line containing `offset`.
    func lineStart(_ offset: Int) -> Int { lines.startOfLine(containing: min(offset, bytes.count)) }

    /// The offset of the line after the one containing `offset` (the end of the file for the last).
    func nextLineStart(_ offset: Int) -> Int {
        let next = lines.lineIndex(of: min(offset, bytes.count)) + 1
        return next < lines.lineStarts.count ? lines.lineStarts[next] : bytes.count
    }

    /// The offset of the line break ending the line containing `offset` ("\n", or a lone "\r"
    /// in old Mac files, as the line table counts them), or the end of the file.
    func lineEnd(_ offset: Int) -> Int {
        let next = nextLineStart(offset)
        guard next > offset else { return bytes.count }
        return bytes[next - 1] == UInt8(ascii: "\n") || bytes[next - 1] == UInt8(ascii: "\r") ? next - 1 : bytes.count
    }

    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The spaces and tabs that start the line containing `offset`.
    func indentation(ofLineAt offset: Int) -> String { lines.indentation(ofLineContaining: offset) }

    /// The range of whole lines from `contentStart` through `last`, widened by one neighbouring
    /// blank line (the one before, else the one after) so that removing it leaves no stray empty
    /// line. Nil when other code shares the first or last line.
    func wholeLinesWithOneBlankNeighbour(from contentStart: Int, through last: TokenSyntax) -> Range<Int>? {
        let range = contentStart..<last.endPositionBeforeTrailingTrivia.utf8Offset
        var start = lineStart(range.lowerBound)
        guard isBlank(start..<range.lowerBound), TriviaLines.restOfLineIsBlankOrComment(after: last) else { return nil }
        var end = nextLineStart(range.upperBound)
        if start > 0 {
            let previousStart = lineStart(start - 1)
            if isBlank(previousStart..<(start - 1)) {
                start = previousStart
                return start..<end
            }
        }
        if end < bytes.count, isBlank(end..<lineEnd(end)), lineEnd(end) < bytes.count {
            end = nextLineStart(end)
        }
        return start..<end
    }
}
