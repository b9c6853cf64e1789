import SwiftSyntax

/// A comment of a file, as a trivia piece, with the UTF-8 offset where it starts.
public struct SourceComment {
    public let piece: TriviaPiece
    public let offset: Int

    /// The comment's text with its delimiters (`// ...`, `/* ... */`, `/// ...`).
    public var text: String {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: ""
        }
    }

    public var isLineComment: Bool {
        if case .lineComment = piece { return true }
        return false
    }
}

extension ParsedSource {
    /// Every comment in the file, in source order (never text inside string literals): what
    /// directive comments (`// modernize:`, `// swiftlint:`) are read from.
    public func comments() -> [SourceComment] {
        var found: [SourceComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position.utf8Offset, into: &found)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset, into: &found)
        }
        return found
    }

    private func collect(_ trivia: Trivia, from start: Int, into found: inout [SourceComment]) {
        var offset = start
        for piece in trivia {
            if piece.isComment { found.append(SourceComment(piece: piece, offset: offset)) }
            offset += piece.sourceLength.utf8Length
        }
    }
}
