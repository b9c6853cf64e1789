import SwiftSyntax

/// One registration to create: the traits and the part of the override body that becomes the
/// handler (a byte range of the original, plus the comments of the check it replaces).
struct PlannedHandler {
    let traits: TraitSet
    /// From just after the `{` (or the guard) to just before the closing `}`.
    let region: Range<AbsolutePosition>
    /// Comments written above the removed check, kept at the top of the handler.
    let leadingComments: [String]
    /// The statements moved, for name resolution.
    let statements: [CodeBlockItemSyntax]
}

/// What the override's body does, as far as trait registration is concerned.
enum BodyAnalysis {
    /// Every statement is behind a check of the listed traits.
    case handlers([PlannedHandler])
    /// This statement runs on every trait change: the traits cannot be inferred.
    case unconditional(CodeBlockItemSyntax)
    /// The body only calls super.
    case empty
}

/// Splits an override body into trait-gated handlers.
///
/// Accepted shapes, after dropping `super.traitCollectionDidChange(...)`:
/// `if <changed> { work }` (several in a row give several registrations),
/// `guard <changed> else { return }; work`, `if <unchanged> { return }; work` and
/// `if <unchanged> {} else { work }`.
struct HandlerAnalyzer {
    let matcher: TraitConditionMatcher

    func analyze(_ body: CodeBlockSyntax) -> BodyAnalysis {
        let items = Array(body.statements).filter { !Self.isSuperCall($0) }
        var handlers: [PlannedHandler] = []
        for (index, item) in items.enumerated() {
            let rest = Array(items[(index + 1)...])
            let restRegion = item.endPositionBeforeTrailingTrivia..<body.rightBrace.positionAfterSkippingLeadingTrivia
            if let guardStatement = item.item.as(GuardStmtSyntax.self),
               let condition = Self.onlyCondition(guardStatement.conditions),
               let traits = matcher.changedTraits(condition),
               Self.isBareReturn(guardStatement.body), !rest.isEmpty {
                handlers.append(PlannedHandler(
                    traits: traits, region: restRegion, leadingComments: Self.comments(before: item), statements: rest))
                return .handlers(handlers)
            }
            guard let ifExpression = Self.expression(of: item)?.as(IfExprSyntax.self),
                  let condition = Self.onlyCondition(ifExpression.conditions)
            else { return .unconditional(item) }
            if ifExpression.elseBody == nil, let traits = matcher.changedTraits(condition) {
                handlers.append(handler(traits, block: ifExpression.body, comments: Self.comments(before: item)))
                continue
            }
            guard let traits = matcher.unchangedTraits(condition) else { return .unconditional(item) }
            if ifExpression.elseBody == nil, Self.isBareReturn(ifExpression.body), !rest.isEmpty {
                handlers.append(PlannedHandler(
                    traits: traits, region: restRegion, leadingComments: Self.comments(before: item), statements: rest))
                return .handlers(handlers)
            }
            if ifExpression.body.statements.isEmpty, let elseBlock = ifExpression.elseBody?.as(CodeBlockSyntax.self) {
                handlers.append(handler(traits, block: elseBlock, comments: Self.comments(before: item)))
                continue
            }
            return .unconditional(item)
        }
        return handlers.isEmpty ? .empty : .handlers(handlers)
    }

    private func handler(_ traits: TraitSet, block: CodeBlockSyntax, comments: [String]) -> PlannedHandler {
        PlannedHandler(
            traits: traits,
            region: block.leftBrace.endPositionBeforeTrailingTrivia..<block.rightBrace.positionAfterSkippingLeadingTrivia,
            leadingComments: comments, statements: Array(block.statements))
    }

    /// `super.traitCollectionDidChange(...)`.
    static func isSuperCall(_ item: CodeBlockItemSyntax) -> Bool {
        guard let call = expression(of: item)?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true else { return false }
        return member.declName.baseName.text == "traitCollectionDidChange"
    }

    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        if let expression = item.item.as(ExprSyntax.self) { return expression }
        return item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    static func onlyCondition(_ conditions: ConditionElementListSyntax) -> ExprSyntax? {
        guard conditions.count == 1, case .expression(let expression) = conditions.first?.condition else { return nil }
        return expression
    }

    static func isBareReturn(_ block: CodeBlockSyntax) -> Bool {
        guard block.statements.count == 1, let statement = block.statements.first?.item.as(ReturnStmtSyntax.self) else { return false }
        return statement.expression == nil
    }

    /// The comment lines in a statement's leading trivia, trimmed.
    static func comments(before node: some SyntaxProtocol) -> [String] {
        node.leadingTrivia.pieces.flatMap { piece -> [String] in
            switch piece {
            case .lineComment(let text), .docLineComment(let text): return [text]
            case .blockComment(let text), .docBlockComment(let text):
                return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            default: return []
            }
        }
    }
}
