import ModernizeCore
import SwiftSyntax

/// One string dequeue turned into `dequeueConfiguredReusableCell(using:for:item:)` (or the
/// supplementary form), its cast dropped: the registration returns the concrete class.
struct DequeueRewrite {
    let edits: [SourceEdit]
    /// What changes at this dequeue, for the review note.
    let note: String?

    /// The class the dequeue casts to (`as!` / `as?`), nil when it does not cast.
    static func castClass(of dequeue: DequeueCall) -> String? {
        cast(of: dequeue)?.type
    }

    /// Edits for `dequeue`, or why it cannot be rewritten.
    static func make(
        _ dequeue: DequeueCall, registration: String, item: String?, cellClass: String, isNib: Bool, context: RuleContext
    ) -> Result<DequeueRewrite, BlockReason> {
        let line = context.position(of: dequeue.call).line
        var edits = callEdits(dequeue, registration: registration, item: item)
        var note: String?
        if dequeue.kind == .supplementary, let kind = dequeue.kindArgument {
            note = "line \(line): the registration's element kind replaces `\(kind.expression.trimmedDescription)`"
        }
        guard let cast = cast(of: dequeue) else {
            // No cast: the result is now typed `cellClass`, a subclass of what it was.
            return .success(DequeueRewrite(edits: edits, note: join(note, "line \(line): the result is now typed `\(cellClass)` instead of the base class")))
        }
        guard cast.type == cellClass else {
            return .failure(BlockReason("the dequeue at line \(line) casts to `\(cast.type)`, not to the registered `\(cellClass)`"))
        }
        let castRange = dequeue.call.endPositionBeforeTrailingTrivia..<cast.typeNode.endPositionBeforeTrailingTrivia
        if cast.isForced {
            edits.append(SourceEdit(range: castRange, replacement: ""))
            return .success(DequeueRewrite(edits: edits, note: note))
        }
        // `guard let cell = dequeue as? Cell else { ... }` becomes `let cell = dequeue`.
        guard let guardStatement = guardBinding(around: cast.sequence) else {
            return .failure(BlockReason("the dequeue at line \(line) is cast with `as?` outside a single-condition `guard let ... else { ... }`; the registration returns `\(cellClass)`, so bind it with `let` and drop the optional handling by hand"))
        }
        let elseBody = guardStatement.body.statements
        let elseText = elseBody.map(\.trimmedDescription).joined(separator: "; ")
        let crashes = elseBody.count == 1 && isCrash(elseBody.first!.item)
        if !crashes && isNib {
            return .failure(BlockReason("the dequeue at line \(line) handles a failed `as? \(cellClass)` with `\(elseText)`; with a nib registration that cast could fail (the nib's cell class), and `CellRegistration(cellNib:)` would then stop with an exception instead"))
        }
        edits.append(SourceEdit(
            range: guardStatement.guardKeyword.positionAfterSkippingLeadingTrivia..<guardStatement.conditions.positionAfterSkippingLeadingTrivia,
            replacement: ""))
        edits.append(SourceEdit(range: castRange.lowerBound..<guardStatement.body.endPositionBeforeTrailingTrivia, replacement: ""))
        let dropped = crashes
            ? "line \(line): the `guard ... as? \(cellClass) else` is now a plain `let` (its else only stopped the app)"
            : "line \(line): the `guard ... as? \(cellClass) else { \(elseText) }` is now a plain `let`: its else could not run, since `\(cellClass)` is the registered class"
        return .success(DequeueRewrite(edits: edits, note: join(note, dropped)))
    }

    private static func callEdits(_ dequeue: DequeueCall, registration: String, item: String?) -> [SourceEdit] {
        let name = dequeue.name
        var edits = [SourceEdit(
            range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia,
            replacement: dequeue.kind == .supplementary ? "dequeueConfiguredReusableSupplementary" : "dequeueConfiguredReusableCell")]
        let identifier = dequeue.identifierArgument
        if let kind = dequeue.kindArgument {
            // `ofKind: kind, withReuseIdentifier: ID` -> `using: registration`.
            edits.append(SourceEdit(
                range: kind.positionAfterSkippingLeadingTrivia..<identifier.expression.endPositionBeforeTrailingTrivia,
                replacement: "using: \(registration)"))
        } else {
            edits.append(SourceEdit(
                range: identifier.positionAfterSkippingLeadingTrivia..<identifier.expression.endPositionBeforeTrailingTrivia,
                replacement: "using: \(registration)"))
        }
        if dequeue.kind == .cell, let indexPath = dequeue.indexPathArgument, let item {
            edits.append(SourceEdit(
                range: indexPath.expression.endPositionBeforeTrailingTrivia..<indexPath.expression.endPositionBeforeTrailingTrivia,
                replacement: ", item: \(item)"))
        }
        return edits
    }

    private struct Cast {
        let isForced: Bool
        let type: String
        let typeNode: TypeExprSyntax
        let sequence: SequenceExprSyntax
    }

    /// `dequeue as! Cell` / `dequeue as? Cell` (the unfolded `[call, as, type]` sequence, possibly
    /// after `x =`).
    private static func cast(of dequeue: DequeueCall) -> Cast? {
        guard let list = dequeue.call.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == dequeue.call.id }), index + 2 < elements.count,
              let cast = elements[index + 1].as(UnresolvedAsExprSyntax.self),
              let type = elements[index + 2].as(TypeExprSyntax.self) else { return nil }
        return Cast(isForced: cast.questionOrExclamationMark?.tokenKind == .exclamationMark,
                    type: type.type.trimmedDescription, typeNode: type, sequence: sequence)
    }

    /// Does the dequeue sit in another expression than a cast (`a + dequeue as! X`)?
    static func isPlainOrCast(_ dequeue: DequeueCall) -> Bool {
        guard let list = dequeue.call.parent?.as(ExprListSyntax.self) else { return true }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == dequeue.call.id }) else { return false }
        let before = elements[..<index]
        let after = elements[(index + 1)...]
        let beforeOK = before.isEmpty || (before.count == 2 && before.last!.is(AssignmentExprSyntax.self))
        let afterOK = after.isEmpty || (after.count == 2 && after.first!.is(UnresolvedAsExprSyntax.self))
        return beforeOK && afterOK
    }

    /// The `guard let x = <sequence> else { ... }` holding the cast, with one condition.
    private static func guardBinding(around sequence: SequenceExprSyntax) -> GuardStmtSyntax? {
        guard let initializer = sequence.parent?.as(InitializerClauseSyntax.self),
              let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self),
              let condition = binding.parent?.as(ConditionElementSyntax.self),
              let list = condition.parent?.as(ConditionElementListSyntax.self), list.count == 1,
              let guardStatement = list.parent?.as(GuardStmtSyntax.self) else { return nil }
        return guardStatement
    }

    private static func isCrash(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let call = item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) else { return false }
        return ["fatalError", "preconditionFailure"].contains(call.calledExpression.trimmedDescription)
    }

    private static func join(_ a: String?, _ b: String) -> String { a.map { "\($0); \(b)" } ?? b }
}

/// Why a site is left alone (becomes the finding's message), with the code to write instead
/// when the rule knows it better than the generic skeleton.
struct BlockReason: Error {
    let text: String
    let suggestion: String?
    init(_ text: String, suggestion: String? = nil) {
        self.text = text
        self.suggestion = suggestion
    }
}
