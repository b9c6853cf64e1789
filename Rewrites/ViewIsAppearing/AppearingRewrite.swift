import ModernizeCore
import SwiftSyntax

/// The review rewrite of one method: its flagged statements, when they end the method, moved
/// into a new `override func viewIsAppearing(_:)` (with its `super` call) placed right after it.
/// Nil where that cannot be done soundly here, and the method stays a finding.
struct AppearingRewrite {
    let method: FunctionDeclSyntax
    let owner: ControllerOwner
    let plan: AppearingPlan
    let hasSiblings: Bool
    let context: RuleContext

    private var isViewDidLoad: Bool { method.name.text == "viewDidLoad" }

    var site: Site? {
        // One new override per class, none beside an existing one, and no local left behind.
        guard owner.existingAppearing == nil, !hasSiblings, plan.earlierLocals.isEmpty,
              let body = method.body, let first = plan.statements.first, let last = plan.statements.last else { return nil }
        let items = Array(body.statements)
        // The moved statements end the method: nothing after them runs earlier than before, and a
        // `return` among them (`guard ... else { return }`) still skips only the moved rest.
        guard let start = items.firstIndex(where: { $0.id == first.id }), items.count - start == plan.statements.count,
              zip(items[start...], plan.statements).allSatisfy({ $0.id == $1.id }),
              first.leadingTrivia.contains(where: \.isNewline), body.rightBrace.leadingTrivia.contains(where: \.isNewline),
              !SyntaxSearch.contains(DeferStmtSyntax.self, in: body) else { return nil }
        let parameter = isViewDidLoad ? "animated" : AppearingFinding.parameterName(of: method)
        if isViewDidLoad || Self.parameterIsUnnamed(method) {
            // `animated` would be the new parameter, not what the statements meant by it.
            guard !plan.statements.contains(where: { AppearingPlan.referencedNames(in: $0).contains("animated") }) else { return nil }
        }
        var assigned: [String] = []
        if isViewDidLoad {
            guard plan.statements.allSatisfy({ Self.isRepeatable($0, assigned: &assigned) }) else { return nil }
        }
        let bytes = SourceBytes(context)
        let removedStart = start == 0 ? body.leftBrace.endPosition : items[start - 1].endPosition
        let moved = bytes.text(removedStart.utf8Offset..<last.endPosition.utf8Offset)
        let braceIndent = context.indentation(of: body.rightBrace)
        let bodyIndent = context.indentation(of: first)
        let newline = context.newline
        let inserted = newline + newline + braceIndent + "override func viewIsAppearing(_ \(parameter): Bool) {" + newline
            + bodyIndent + "super.viewIsAppearing(\(parameter))" + moved + newline + braceIndent + "}"
        let edits = [
            SourceEdit(range: removedStart..<last.endPosition, replacement: ""),
            SourceEdit(range: method.endPosition..<method.endPosition, replacement: inserted),
        ]
        return .review(at: first, edits, because: note(assigned: assigned))
    }

    private func note(assigned: [String]) -> String {
        let lines = lineList
        if isViewDidLoad {
            let targets = ProseList.join(assigned.map { "`\($0)`" })
            return "moves \(lines) from viewDidLoad to a new viewIsAppearing(_:) after it (iOS 13+ when built with Xcode 15): they now run on every appearance instead of once when the view loads, "
                + "setting \(targets) again each time from the size, safe area and traits at that appearance, and first run once the view is in its window "
                + "(after the superclass's viewIsAppearing): until then \(targets) keep\(assigned.count == 1 ? "s its" : " their") earlier value\(assigned.count == 1 ? "" : "s")"
        }
        return "moves \(lines) from viewWillAppear(_:) to a new viewIsAppearing(_:) after it (iOS 13+ when built with Xcode 15): "
            + "they run later in the same appearance, once the view is in its window with its final size, safe area and traits "
            + "(after the superclass's viewIsAppearing; UIKit calls it after viewWillAppear on each appearance), "
            + "so code running in between (a subclass's viewWillAppear after its super call) no longer sees their effects"
    }

    /// "line 12", "lines 12-14".
    private var lineList: String {
        let first = context.position(of: plan.statements[0]).line
        let last = context.parsed.position(of: plan.statements[plan.statements.count - 1].endPositionBeforeTrailingTrivia.utf8Offset).line
        return first == last ? "line \(first)" : "lines \(first)-\(last)"
    }

    private static func parameterIsUnnamed(_ method: FunctionDeclSyntax) -> Bool {
        guard let parameter = method.signature.parameterClause.parameters.first else { return true }
        return (parameter.secondName ?? parameter.firstName).text == "_"
    }

    /// Calls whose result depends on their arguments only.
    static let valueCalls: Set<String> = [
        "CGSize", "CGRect", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGFloat", "Double", "Float", "Int",
        "min", "max", "abs", "round", "floor", "ceil",
    ]

    /// A statement that sets the same state again when run again: `let` of a value, `x.y = value`,
    /// and `if` / `#if` over such statements. Values read properties and build values, no other call.
    static func isRepeatable(_ item: CodeBlockItemSyntax, assigned: inout [String]) -> Bool {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            return variable.bindingSpecifier.tokenKind == .keyword(.let)
                && variable.bindings.allSatisfy { $0.initializer.map { isValue($0.value) } ?? false }
        }
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.allSatisfy { clause in
                guard let elements = clause.elements else { return true }
                guard let statements = elements.as(CodeBlockItemListSyntax.self) else { return false }
                return statements.allSatisfy { isRepeatable($0, assigned: &assigned) }
            }
        }
        if let expressionStatement = item.item.as(ExpressionStmtSyntax.self), let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
            return isRepeatable(ifExpression, assigned: &assigned)
        }
        if let ifExpression = item.item.as(IfExprSyntax.self) { return isRepeatable(ifExpression, assigned: &assigned) }
        guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        // `x = a > 2 ? 0.5 : 1` stays an unfolded sequence: the place, `=`, then value pieces.
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), isPlace(elements[0]),
              elements.dropFirst(2).allSatisfy(isValue) else { return false }
        let target = elements[0].trimmedDescription
        if !assigned.contains(target) { assigned.append(target) }
        return true
    }

    private static func isRepeatable(_ ifExpression: IfExprSyntax, assigned: inout [String]) -> Bool {
        for condition in ifExpression.conditions {
            guard let expression = condition.condition.as(ExprSyntax.self), isValue(expression) else { return false }
        }
        guard ifExpression.body.statements.allSatisfy({ isRepeatable($0, assigned: &assigned) }) else { return false }
        switch ifExpression.elseBody {
        case nil: return true
        case .ifExpr(let next)?: return isRepeatable(next, assigned: &assigned)
        case .codeBlock(let block)?: return block.statements.allSatisfy { isRepeatable($0, assigned: &assigned) }
        }
    }

    /// `layout.itemSize`, `self.header?.height`: a stored place, no call in it.
    private static func isPlace(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base { return isPlace(base) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isPlace(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isPlace(forced.expression) }
        return false
    }

    /// No call but the value builders, no closure, no assignment, no `try` / `await`.
    private static func isValue(_ expression: ExprSyntax) -> Bool {
        !SyntaxSearch.contains(Syntax.self, in: expression) { node in
            if let call = node.as(FunctionCallExprSyntax.self) {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
                return !valueCalls.contains(name) || call.trailingClosure != nil
            }
            if let binary = node.as(BinaryOperatorExprSyntax.self) {
                let text = binary.operator.text
                return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
            }
            return node.is(ClosureExprSyntax.self) || node.is(AssignmentExprSyntax.self) || node.is(TryExprSyntax.self)
                || node.is(AwaitExprSyntax.self) || node.is(InOutExprSyntax.self) || node.is(SubscriptCallExprSyntax.self)
                || node.is(MacroExpansionExprSyntax.self)
        }
    }
}
