import SwiftSyntax

/// A file's UTF-8 bytes, for copying original code (with its comments) into replacements.
struct SourceBytes {
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The original text from `first`'s first character to `last`'s last, trivia in between kept.
    func slice(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> String {
        text(first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    subscript(offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
}
