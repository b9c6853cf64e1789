import SwiftSyntax

/// The lines a site's edits would produce, for findings that carry a rewrite not applied
/// (deployment target too low, review not included): whole lines, from the first edited line
/// to the last, with the edits spliced in.
enum WouldBeCode {
    static func render(_ edits: [SourceEdit], in lines: LineTable) -> String {
        guard let low = edits.map({ $0.range.lowerBound.utf8Offset }).min(),
              let high = edits.map({ $0.range.upperBound.utf8Offset }).max() else { return "" }
        let bytes = lines.bytes
        let start = lines.startOfLine(containing: low)
        var end = high
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        var output: [UInt8] = []
        var cursor = start
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let editLow = edit.range.lowerBound.utf8Offset
            output += bytes[cursor..<editLow]
            output += edit.replacementBytes
            cursor = edit.range.upperBound.utf8Offset
        }
        output += bytes[cursor..<max(cursor, end)]
        let text = String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return Self.dedented(text)
    }

    /// Removes the indentation all non-blank lines share.
    private static func dedented(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
            .joined(separator: "\n").trimmingTrailingWhitespace
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
