import SwiftSyntax

/// An expression as one line for a message: comments dropped, line breaks and indentation
/// between tokens folded (none before a `.` that starts a line, one space elsewhere).
enum OneLine {
    static func text(of node: some SyntaxProtocol) -> String {
        var result = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let previous {
                let gap = Array(previous.trailingTrivia) + Array(token.leadingTrivia)
                if gap.contains(where: \.isNewline) {
                    if token.tokenKind != .period { result += " " }
                } else if !gap.isEmpty {
                    result += " "
                }
            }
            result += token.text
            previous = token
        }
        return result
    }
}
