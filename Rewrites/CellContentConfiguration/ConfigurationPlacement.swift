import ModernizeCore
import SwiftSyntax

/// Where one cell's `var content = ...defaultContentConfiguration()` and
/// `...contentConfiguration = content` go: around the statements of the innermost block that
/// hold all of the cell's writes.
struct ConfigurationPlacement {
    /// Offset at which the `var` line is inserted (start of a line).
    let insertBefore: Int
    /// Offset at which the assignment line is inserted (start of the next line).
    let insertAfter: Int
    let indentation: String

    enum Failure {
        case exit(StmtSyntax)
        case sharedLine(Syntax)
    }

    static func place(
        writes: [CodeBlockItemSyntax], scope: Syntax, context: RuleContext, bytes: [UInt8]
    ) -> Result<ConfigurationPlacement, FailureBox> {
        guard let list = innermostCommonList(of: writes) else { return .failure(FailureBox(.sharedLine(Syntax(writes[0])))) }
        let tops = writes.map { topItem(of: $0, in: list) }
        let first = tops.min { $0.position < $1.position }!
        let last = tops.max { $0.position < $1.position }!
        let firstWrite = writes.min { $0.position < $1.position }!
        let lastWrite = writes.max { $0.position < $1.position }!
        if let exit = exitBetween(firstWrite, lastWrite, in: scope, below: list) { return .failure(FailureBox(.exit(exit))) }

        let lines = context.parsed.lines
        let firstStart = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineStart = lines.startOfLine(containing: firstStart)
        guard bytes[lineStart..<firstStart].allSatisfy(isBlank) else { return .failure(FailureBox(.sharedLine(Syntax(first)))) }
        guard let afterLast = endOfLine(after: last.endPositionBeforeTrailingTrivia.utf8Offset, bytes: bytes) else {
            return .failure(FailureBox(.sharedLine(Syntax(last))))
        }
        return .success(ConfigurationPlacement(
            insertBefore: startOfLeadingComments(above: lineStart, lines: lines, bytes: bytes),
            insertAfter: afterLast,
            indentation: indentation(for: first, firstWrite: firstWrite, in: list, context: context)))
    }

    /// `Result` needs an `Error`; the failure carries syntax, which is not `Sendable`.
    struct FailureBox: Error, @unchecked Sendable {
        let failure: Failure
        init(_ failure: Failure) { self.failure = failure }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func innermostCommonList(of writes: [CodeBlockItemSyntax]) -> CodeBlockItemListSyntax? {
        func lists(containing node: some SyntaxProtocol) -> [CodeBlockItemListSyntax] {
            Ancestors.all(above: node).compactMap { $0.as(CodeBlockItemListSyntax.self) }
        }
        let others = writes.dropFirst().map { Set(lists(containing: $0).map(\.id)) }
        return lists(containing: writes[0]).first { list in others.allSatisfy { $0.contains(list.id) } }
    }

    /// The item of `list` that holds `statement` (the statement itself when it is one).
    private static func topItem(of statement: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> CodeBlockItemSyntax {
        statement.ancestorOrSelf { $0.parent?.id == list.id ? $0.as(CodeBlockItemSyntax.self) : nil } ?? statement
    }

    /// A `return`/`throw` (or a `break`/`continue` leaving the block) between the first and last
    /// write would skip the assignment of the configuration.
    private static func exitBetween(
        _ first: CodeBlockItemSyntax, _ last: CodeBlockItemSyntax, in scope: Syntax, below list: CodeBlockItemListSyntax
    ) -> StmtSyntax? {
        guard first.endPosition < last.position else { return nil }
        let range = first.endPosition..<last.position
        let exits = SyntaxSearch.all(StmtSyntax.self, in: scope) { statement in
            (statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self) || statement.is(BreakStmtSyntax.self)
                || statement.is(ContinueStmtSyntax.self)) && range.contains(statement.positionAfterSkippingLeadingTrivia)
        }
        return exits.first { exit in
            guard Ancestors.enclosingScope(of: exit)?.id == scope.id else { return false }
            guard exit.is(BreakStmtSyntax.self) || exit.is(ContinueStmtSyntax.self) else { return true }
            for candidate in Ancestors.all(above: exit) {
                if candidate.id == list.id { break }
                if candidate.is(ForStmtSyntax.self) || candidate.is(WhileStmtSyntax.self) || candidate.is(RepeatStmtSyntax.self)
                    || (exit.is(BreakStmtSyntax.self) && candidate.is(SwitchExprSyntax.self)) {
                    return false
                }
            }
            return true
        }
    }

    /// The offset just past the line break ending the line at `offset`, if only blanks and
    /// comments follow the statement on that line. `\n`, `\r\n` and a lone `\r` end a line, as
    /// for the compiler (a `//` comment ends at either).
    private static func endOfLine(after offset: Int, bytes: [UInt8]) -> Int? {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        func isLineBreak(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
        var cursor = offset
        while true {
            while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
            guard cursor + 1 < bytes.count, bytes[cursor] == slash else { break }
            if bytes[cursor + 1] == slash {
                while cursor < bytes.count, !isLineBreak(bytes[cursor]) { cursor += 1 }
            } else if bytes[cursor + 1] == star {
                // `/* ... */` on the same line; one running onto the next lines is not a line end.
                cursor += 2
                while cursor + 1 < bytes.count, !(bytes[cursor] == star && bytes[cursor + 1] == slash) {
                    if isLineBreak(bytes[cursor]) { return nil }
                    cursor += 1
                }
                cursor += 2
            } else {
                break
            }
        }
        guard cursor < bytes.count, isLineBreak(bytes[cursor]) else { return nil }
        if bytes[cursor] == carriageReturn, cursor + 1 < bytes.count, bytes[cursor + 1] == newline { return cursor + 2 }
        return cursor + 1
    }

    /// Moves the insertion point above `//` comment lines directly over the first statement, so
    /// they stay attached to it.
    /// Bytes, not trivia: any line starting with `//` counts, also one inside a `/* */` block,
    /// which trivia would see as part of the block comment.
    private static func startOfLeadingComments(above lineStart: Int, lines: LineTable, bytes: [UInt8]) -> Int {
        var start = lineStart
        while start > 0 {
            let previous = lines.startOfLine(containing: start - 1)
            let content = bytes[previous..<start].drop(while: isBlank)
            guard content.starts(with: Array("//".utf8)) else { break }
            start = previous
        }
        return start
    }

    /// The indentation of the statements around the writes; an `#if` line may sit at column 0,
    /// so for one the write's own indentation is used.
    private static func indentation(
        for first: CodeBlockItemSyntax, firstWrite: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax, context: RuleContext
    ) -> String {
        guard first.item.is(IfConfigDeclSyntax.self) else { return context.indentation(of: first) }
        if let sibling = list.first(where: { !$0.item.is(IfConfigDeclSyntax.self) }) { return context.indentation(of: sibling) }
        return context.indentation(of: firstWrite)
    }
}
