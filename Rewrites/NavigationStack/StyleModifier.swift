import SwiftSyntax

/// The `.navigationViewStyle(...)` chained on one NavigationView, and what it makes of the
/// layout. The style is an environment value, so it counts wherever it sits in the chain of
/// modifiers applied to the NavigationView expression.
struct StyleModifier {
    enum Kind: Equatable {
        /// `.stack` / `StackNavigationViewStyle()`: a single stack everywhere.
        case stack
        /// `.automatic` / `DefaultNavigationViewStyle()`: as if no style were given.
        case automatic
        /// `.columns` / `DoubleColumnNavigationViewStyle()`: a split view on iPad.
        case columns
        /// Anything else: a variable, a condition, a custom style.
        case other
    }

    /// The `.navigationViewStyle(...)` call.
    let call: FunctionCallExprSyntax
    let kind: Kind

    var argument: String { call.arguments.first?.expression.trimmedDescription ?? "" }

    /// What the chain on `navigationView` applies: the style calls it holds, and whether a
    /// style sits under `#if` in it (then which style applies depends on the configuration).
    static func chain(on navigationView: FunctionCallExprSyntax) -> (styles: [StyleModifier], conditional: Bool) {
        var styles: [StyleModifier] = []
        var conditional = false
        var current = Syntax(navigationView)
        while let parent = current.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
               let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
                if access.declName.baseName.text == "navigationViewStyle" {
                    styles.append(StyleModifier(call: call, kind: kind(of: call)))
                }
                current = Syntax(call)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                if postfix.config.tokens(viewMode: .sourceAccurate).contains(where: { $0.hasText("navigationViewStyle") }) { conditional = true }
                current = parent
            } else {
                break
            }
        }
        return (styles, conditional)
    }

    private static func kind(of call: FunctionCallExprSyntax) -> Kind {
        guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil else { return .other }
        let expression = argument.expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            switch member.declName.baseName.text {
            case "stack": return .stack
            case "automatic": return .automatic
            case "columns": return .columns
            default: return .other
            }
        }
        if let styleCall = expression.as(FunctionCallExprSyntax.self), styleCall.arguments.isEmpty, styleCall.trailingClosure == nil,
           let name = styleCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch name {
            case "StackNavigationViewStyle": return .stack
            case "DefaultNavigationViewStyle": return .automatic
            case "DoubleColumnNavigationViewStyle": return .columns
            default: return .other
            }
        }
        return .other
    }

    /// Does the call hold a comment (which deleting it would lose)?
    var holdsComments: Bool {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return true }
        return call.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.position >= access.period.position else { return false }
            let leading = token.id != access.period.id && token.leadingTrivia.contains(where: \.isComment)
            let trailing = token.id != call.lastToken(viewMode: .sourceAccurate)?.id && token.trailingTrivia.contains(where: \.isComment)
            return leading || trailing
        }
    }

    /// The bytes to delete: the lines the modifier stands on alone, else from the end of the
    /// code before it on its line (`}.navigationViewStyle(.stack)`) or from its period.
    func deletion(in bytes: SourceBytes) -> Range<Int> {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else {
            return call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        }
        let start = access.period.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = bytes.lineStart(start)
        if bytes.isBlank(lineStart..<start), bytes.isBlank(end..<bytes.lineEnd(end)) {
            return lineStart..<bytes.nextLineStart(end)
        }
        let baseEnd = base.endPositionBeforeTrailingTrivia.utf8Offset
        if bytes.lineStart(baseEnd) == lineStart && !base.trailingTrivia.contains(where: \.isComment) {
            return baseEnd..<end
        }
        // Alone on its line but for a comment after it: the comment keeps the line's indentation.
        var commentStart = end
        while bytes[commentStart] == UInt8(ascii: " ") || bytes[commentStart] == UInt8(ascii: "\t") { commentStart += 1 }
        return bytes.isBlank(lineStart..<start) ? start..<commentStart : start..<end
    }
}
