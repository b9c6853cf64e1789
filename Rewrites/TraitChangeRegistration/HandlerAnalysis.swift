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
        // `let changed = <comparison>` used only as the next check's condition: that check is
        // read as if it were written with the comparison (issue 12, trait item 1).
        var locals: [String: ExprSyntax] = [:]
        var localComments: [String] = []
        func resolved(_ condition: ExprSyntax?) -> ExprSyntax? {
            guard let condition else { return nil }
            guard let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = locals[name] else { return condition }
            return value
        }
        for (index, item) in items.enumerated() {
            let rest = Array(items[(index + 1)...])
            let restRegion = item.endPositionBeforeTrailingTrivia..<body.rightBrace.positionAfterSkippingLeadingTrivia
            if let (name, value) = Self.conditionLocal(item), Self.isUsedOnlyAsNextCondition(name, in: rest) {
                locals[name] = value
                localComments += Self.comments(before: item)
                continue
            }
            defer { localComments = [] }
            if let guardStatement = item.item.as(GuardStmtSyntax.self),
               let condition = resolved(Self.onlyCondition(guardStatement.conditions)),
               let traits = matcher.changedTraits(condition),
               Self.isBareReturn(guardStatement.body), !rest.isEmpty {
                handlers.append(PlannedHandler(
                    traits: traits, region: restRegion, leadingComments: localComments + Self.comments(before: item), statements: rest))
                return .handlers(handlers)
            }
            guard let ifExpression = Self.expression(of: item)?.as(IfExprSyntax.self),
                  let condition = resolved(Self.onlyCondition(ifExpression.conditions))
            else { return .unconditional(item) }
            if ifExpression.elseBody == nil, let traits = matcher.changedTraits(condition) {
                handlers.append(handler(traits, block: ifExpression.body, comments: localComments + Self.comments(before: item)))
                continue
            }
            guard let traits = matcher.unchangedTraits(condition) else { return .unconditional(item) }
            if ifExpression.elseBody == nil, Self.isBareReturn(ifExpression.body), !rest.isEmpty {
                handlers.append(PlannedHandler(
                    traits: traits, region: restRegion, leadingComments: localComments + Self.comments(before: item), statements: rest))
                return .handlers(handlers)
            }
            if ifExpression.body.statements.isEmpty, let elseBlock = ifExpression.elseBody?.as(CodeBlockSyntax.self) {
                handlers.append(handler(traits, block: elseBlock, comments: localComments + Self.comments(before: item)))
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

    /// `let name = value` (one plain binding, no type annotation): a candidate condition local.
    static func conditionLocal(_ item: CodeBlockItemSyntax) -> (String, ExprSyntax)? {
        guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let),
              declaration.attributes.isEmpty, declaration.modifiers.isEmpty, declaration.bindings.count == 1,
              let binding = declaration.bindings.first, binding.typeAnnotation == nil, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value else { return nil }
        return (name, value)
    }

    /// The next statement is `if name {` or `guard name else {`, and `name` occurs nowhere else.
    static func isUsedOnlyAsNextCondition(_ name: String, in rest: [CodeBlockItemSyntax]) -> Bool {
        guard let next = rest.first else { return false }
        let conditions = expression(of: next)?.as(IfExprSyntax.self)?.conditions ?? next.item.as(GuardStmtSyntax.self)?.conditions
        guard let conditions, onlyCondition(conditions)?.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return false }
        let uses = rest.reduce(0) { count, item in count + item.tokens(viewMode: .sourceAccurate).filter { $0.hasText(name) }.count }
        return uses == 1
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
        comments(in: Array(node.leadingTrivia.pieces))
    }

    static func comments(in pieces: [TriviaPiece]) -> [String] {
        pieces.flatMap { piece -> [String] in
            switch piece {
            case .lineComment(let text), .docLineComment(let text): return [text]
            case .blockComment(let text), .docBlockComment(let text):
                return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            default: return []
            }
        }
    }
}
