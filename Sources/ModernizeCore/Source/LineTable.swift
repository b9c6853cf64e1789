/// Maps UTF-8 offsets to 1-based line:column and back, and answers "what is this line's
/// indentation". Built once per file from the text alone (no tree needed), so diff rendering,
/// indentation helpers and findings all share it.
public struct LineTable: Sendable {
    /// UTF-8 offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// The file's UTF-8 bytes, shared with rules that inspect raw text around syntax.
    public let bytes: [UInt8]

    public init(_ text: String) {
        bytes = Array(text.utf8)
        // Line breaks as the compiler counts them: LF, CRLF and a lone CR.
        var starts = [0]
        let lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        for (offset, byte) in bytes.enumerated() {
            if byte == lf || (byte == cr && (offset + 1 == bytes.count || bytes[offset + 1] != lf)) {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    /// 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and column (column counted in UTF-8 bytes, as the compiler does).
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let index = lineIndex(of: offset)
        return (index + 1, offset - lineStarts[index] + 1)
    }

    /// The whitespace (spaces/tabs) that starts the line holding `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        var cursor = lineStarts[lineIndex(of: offset)]
        var result = ""
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            result.append(Character(UnicodeScalar(bytes[cursor])))
            cursor += 1
        }
        return result
    }

    /// The text of the line holding `offset`, without its line break and surrounding blanks.
    public func trimmedText(ofLineContaining offset: Int) -> String {
        var start = lineStarts[lineIndex(of: offset)]
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Offset just after the last non-blank byte of the line holding `offset` (or `offset`
    /// itself when nothing follows it there): where a finding's region ends.
    public func endOfTrimmedLine(containing offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        while end > offset, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return end
    }

    /// Offset where the line holding `offset` starts.
    public func startOfLine(containing offset: Int) -> Int {
        lineStarts[lineIndex(of: offset)]
    }
}
