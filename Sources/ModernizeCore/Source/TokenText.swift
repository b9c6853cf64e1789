import SwiftSyntax

extension TokenSyntax {
    /// `text == expected`, refused first by length: scans over every token of a tree compare
    /// most tokens with the name they look for, and `text` builds a string each time.
    public func hasText(_ expected: String) -> Bool {
        trimmedLength.utf8Length == expected.utf8.count && text == expected
    }
}
