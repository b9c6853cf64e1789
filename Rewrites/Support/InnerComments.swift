import SwiftSyntax

/// Comments an edit would drop: inside a node (not in the trivia before its first token or
/// after its last), or between two nodes.
enum InnerComments {
    /// A comment between the node's first and last tokens.
    static func inside(_ node: some SyntaxProtocol) -> Bool {
        let tokens = Array(node.tokens(viewMode: .sourceAccurate))
        for (offset, token) in tokens.enumerated() {
            if offset > 0, token.leadingTrivia.contains(where: \.isComment) { return true }
            if offset < tokens.count - 1, token.trailingTrivia.contains(where: \.isComment) { return true }
        }
        return false
    }

    /// A comment in the trivia from the end of `first` up to the end of `last`.
    static func between(_ first: some SyntaxProtocol, and last: some SyntaxProtocol) -> Bool {
        let firstEnd = first.lastToken(viewMode: .sourceAccurate)
        let end = last.lastToken(viewMode: .sourceAccurate)
        var token = firstEnd
        while let current = token {
            if current.id != firstEnd?.id, current.leadingTrivia.contains(where: \.isComment) { return true }
            if current.id == end?.id { return false }
            if current.trailingTrivia.contains(where: \.isComment) { return true }
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        return false
    }
}
