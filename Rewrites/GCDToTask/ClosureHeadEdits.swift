import ModernizeCore
import SwiftSyntax

/// Edits that rewrite a dispatch call's head (everything up to the closure's opening brace,
/// capture list or `in`) and never its body, so nested rewrites compose and the body's bytes,
/// comments and line endings stay as they were.
struct ClosureHeadEdits {
    let context: RuleContext
    let bytes: SourceBytes

    /// `DispatchQueue.main.async { [weak self] in` -> `Task { @MainActor [weak self] in`;
    /// `DispatchQueue.main.async {` -> `Task { @MainActor in`.
    /// `captures`: names to capture by value (`[delay]`), added to the closure's capture list
    /// or given one.
    func mainActorTask(_ dispatch: DispatchCall, closure: ClosureExprSyntax, captures: [String] = []) -> [SourceEdit] {
        let start = dispatch.call.positionAfterSkippingLeadingTrivia
        let newList = captures.isEmpty ? "" : "[" + captures.joined(separator: ", ") + "] "
        var edits: [SourceEdit]
        if let signature = closure.signature, let first = signature.firstToken(viewMode: .sourceAccurate) {
            let between = bytes.text(closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<first.positionAfterSkippingLeadingTrivia.utf8Offset)
            // `@MainActor ()` reads as the attribute's argument list (a warning in Swift 5
            // mode): an empty parameter list, which says nothing here, goes instead.
            let end = Self.isEmptyParameterList(signature) ? signature.inKeyword.positionAfterSkippingLeadingTrivia : first.positionAfterSkippingLeadingTrivia
            if let capture = signature.capture, !captures.isEmpty {
                edits = [SourceEdit(range: start..<end, replacement: "Task {" + (between.isEmpty ? " " : between) + "@MainActor ")]
                let close = capture.rightSquare.positionAfterSkippingLeadingTrivia
                let added = (capture.items.isEmpty ? "" : ", ") + captures.joined(separator: ", ")
                edits.append(SourceEdit(range: close..<close, replacement: added))
            } else {
                edits = [SourceEdit(range: start..<end, replacement: "Task {" + (between.isEmpty ? " " : between) + "@MainActor " + newList)]
            }
        } else {
            edits = [SourceEdit(range: start..<closure.leftBrace.endPositionBeforeTrailingTrivia, replacement: "Task { @MainActor \(newList)in")]
        }
        return edits + closingParenthesis(dispatch, closure: closure)
    }

    /// `() in`, `() -> Void in`, `() -> () in` with no comment inside: the closure's type says it all.
    static func isEmptyParameterList(_ signature: ClosureSignatureSyntax) -> Bool {
        guard signature.attributes.isEmpty, signature.capture == nil, signature.effectSpecifiers == nil,
              let parameters = signature.parameterClause?.as(ClosureParameterClauseSyntax.self), parameters.parameters.isEmpty,
              signature.returnClause.map({ ["Void", "()"].contains($0.type.trimmedDescription) }) ?? true else { return false }
        let tokens = Array(signature.tokens(viewMode: .sourceAccurate).dropLast())  // up to `in`
        return !tokens.contains { token in (token.leadingTrivia + token.trailingTrivia).contains { $0.isComment } }
    }

    /// Replaces the head up to the brace with `head` (`Task.detached(priority: .utility)`,
    /// `await MainActor.run`), keeping the closure's signature as it is.
    func replacingHead(_ dispatch: DispatchCall, closure: ClosureExprSyntax, with head: String) -> [SourceEdit] {
        let start = dispatch.call.positionAfterSkippingLeadingTrivia
        return [SourceEdit(range: start..<closure.leftBrace.positionAfterSkippingLeadingTrivia, replacement: head + " ")]
            + closingParenthesis(dispatch, closure: closure)
    }

    /// `async(execute: { ... })`: the closure becomes a trailing closure, so the `)` goes
    /// (with any whitespace between it and the brace; a comment there stays).
    private func closingParenthesis(_ dispatch: DispatchCall, closure: ClosureExprSyntax) -> [SourceEdit] {
        guard dispatch.closureIsArgument, let paren = dispatch.call.rightParen, paren.presence == .present else { return [] }
        let braceEnd = closure.rightBrace.endPositionBeforeTrailingTrivia
        let parenStart = paren.positionAfterSkippingLeadingTrivia
        let between = bytes.text(braceEnd.utf8Offset..<parenStart.utf8Offset)
        let from = between.allSatisfy(\.isWhitespace) ? braceEnd : parenStart
        return [SourceEdit(range: from..<paren.endPositionBeforeTrailingTrivia, replacement: "")]
    }

    /// Inserts `statement` as the closure's first statement: on its own line after the head
    /// (after a comment ending the head's line), indented like the body's first statement; or,
    /// when the body starts on the head's line, right after the head followed by `;`.
    /// nil for an empty closure.
    /// Bytes, not trivia: a block comment here ends at its first `*/`, where trivia would keep
    /// a nested `/* /* */ */` whole and answer differently.
    func insertFirstStatement(_ statement: String, into closure: ClosureExprSyntax) -> SourceEdit? {
        guard let firstStatement = closure.statements.first else { return nil }
        let headEnd = (closure.signature?.inKeyword ?? closure.leftBrace).endPositionBeforeTrailingTrivia
        var offset = headEnd.utf8Offset
        while let byte = bytes[offset] {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                let indent = context.indentation(of: firstStatement)
                let point = AbsolutePosition(utf8Offset: offset)
                return SourceEdit(range: point..<point, replacement: context.newline + indent + statement)
            case UInt8(ascii: "/") where bytes[offset + 1] == UInt8(ascii: "/"):
                while let next = bytes[offset], next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { offset += 1 }
            case UInt8(ascii: "/") where bytes[offset + 1] == UInt8(ascii: "*"):
                offset += 2
                while bytes[offset] != nil, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                offset += 2
            default:
                return SourceEdit(range: headEnd..<headEnd, replacement: " " + statement + ";")
            }
        }
        return nil
    }
}
