import SwiftSyntax

/// Line questions answered from trivia pieces instead of scanning bytes: what follows a token
/// on its line, and where that line ends.
///
/// `\n`, `\r\n` and a lone `\r` end a line here (`.newlines`, `.carriageReturnLineFeeds`,
/// `.carriageReturns`), as for the compiler and in the engine's `LineTable`, whose offsets the
/// rules combine with these answers.
enum TriviaLines {
    /// Whether only spaces, tabs or a `//` comment follow `token` on its line (or the file ends).
    static func restOfLineIsBlankOrComment(after token: TokenSyntax) -> Bool {
        let (pieces, endsFile) = trivia(after: token)
        for piece in pieces {
            switch piece {
            case .spaces, .tabs: continue
            case .newlines, .carriageReturnLineFeeds, .carriageReturns, .lineComment, .docLineComment: return true
            default: return false
            }
        }
        return endsFile
    }

    /// The comments of a trivia, in order (a statement's comment lines above it).
    static func comments(in trivia: Trivia) -> [String] {
        trivia.compactMap(commentText)
    }

    static func commentText(_ piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }

    /// The length of a trailing trivia up to (not including) a line break: a same-line comment.
    static func sameLineLength(_ trivia: Trivia) -> Int {
        var length = 0
        for piece in trivia {
            if piece.isNewline { break }
            length += piece.sourceLength.utf8Length
        }
        return length
    }

    /// The trivia between `token` and the next token (its trailing trivia, then the next
    /// token's leading trivia), and whether only the end of the file follows.
    private static func trivia(after token: TokenSyntax) -> (pieces: [TriviaPiece], endsFile: Bool) {
        let next = token.nextToken(viewMode: .sourceAccurate)
        let pieces = Array(token.trailingTrivia) + Array(next?.leadingTrivia ?? [])
        return (pieces, next == nil || next?.tokenKind == .endOfFile)
    }
}
