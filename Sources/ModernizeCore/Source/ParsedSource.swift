import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A location in a file, 1-based, for messages.
public struct SourcePosition: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    // Kept only by the caches, thousands at a time: a pair, not a keyed container.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        (line, column) = (try fields.decode(Int.self), try fields.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(line)
        try fields.encode(column)
    }
}

/// The first parse error in a file, worded like the compiler.
public struct ParseProblem: Sendable, Codable, Equatable {
    public let position: SourcePosition
    public let message: String
}

/// A source text with its lossless syntax tree.
public struct ParsedSource: Sendable {
    /// Release builds nest to 256 by default but debug builds only to 20, which gives spurious
    /// "too deeply nested" errors on real code; pin the release value for both.
    public static let maximumNestingLevel = 256

    public let source: SourceText
    public let tree: SourceFileSyntax
    public let lines: LineTable

    public init(_ source: SourceText) {
        self.source = source
        var text = source.text
        self.tree = text.withUTF8 { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: Self.maximumNestingLevel)
        }
        self.lines = LineTable(source.text)
    }

    public var hasErrors: Bool { tree.hasError && !blockingErrors.isEmpty }

    /// Number of parse errors (used to compare an edited file with its original).
    public var errorCount: Int {
        tree.hasError ? blockingErrors.count : 0
    }

    /// The parse errors that keep the file from being rewritten: all of them, except a space
    /// between an attribute and its `(` (`@objc (name)`, `@available (iOS 15, *)`), which
    /// Swift 5 accepts with a warning, when the tree reproduces the source exactly.
    var blockingErrors: [Diagnostic] {
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard tree.hasError, errors.contains(where: Self.isSpaceBeforeAttributeParenthesis), tree.description == source.text else { return errors }
        return errors.filter { !Self.isSpaceBeforeAttributeParenthesis($0) }
    }

    static func isSpaceBeforeAttributeParenthesis(_ diagnostic: Diagnostic) -> Bool {
        guard let token = diagnostic.node.as(TokenSyntax.self), token.tokenKind == .leftParen,
              token.parent?.is(AttributeSyntax.self) == true, token.presence == .present else { return false }
        return diagnostic.message == "extraneous whitespace before '(' is not permitted"
    }

    /// The first parse error, or nil when the file parsed cleanly.
    public var firstError: ParseProblem? {
        guard tree.hasError else { return nil }
        let all = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        let errors = blockingErrors
        if errors.isEmpty && !all.isEmpty { return nil }  // only tolerated attribute spacing
        guard let first = errors.min(by: { $0.position < $1.position }) else {
            // hasError without a diagnostic should not happen; still refuse to rewrite.
            return ParseProblem(position: position(of: 0), message: "the parser reported an error")
        }
        return ParseProblem(position: position(of: first.position.utf8Offset), message: first.message)
    }

    /// A node of this tree's text without its outer trivia, as `trimmedDescription` gives, but
    /// sliced from the source: `trimmedDescription` first copies the whole subtree (`detached`),
    /// a visible share of a run when done on every declaration.
    public func trimmedText(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
        var text = source.text
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    public func position(of utf8Offset: Int) -> SourcePosition {
        let location = lines.location(of: utf8Offset)
        return SourcePosition(line: location.line, column: location.column)
    }
}
