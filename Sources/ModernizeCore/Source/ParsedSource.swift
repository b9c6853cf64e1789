import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A location in a file, 1-based, for messages.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
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
}

/// The first parse error in a file, worded like the compiler.
public struct ParseProblem: Sendable, Equatable {
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

    public var hasErrors: Bool { tree.hasError }

    /// Number of parse errors (used to compare an edited file with its original).
    public var errorCount: Int {
        tree.hasError ? ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }.count : 0
    }

    /// The first parse error, or nil when the file parsed cleanly.
    public var firstError: ParseProblem? {
        guard tree.hasError else { return nil }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard let first = errors.min(by: { $0.position < $1.position }) else {
            // hasError without a diagnostic should not happen; still refuse to rewrite.
            return ParseProblem(position: position(of: 0), message: "the parser reported an error")
        }
        return ParseProblem(position: position(of: first.position.utf8Offset), message: first.message)
    }

    public func position(of utf8Offset: Int) -> SourcePosition {
        let location = lines.location(of: utf8Offset)
        return SourcePosition(line: location.line, column: location.column)
    }
}
