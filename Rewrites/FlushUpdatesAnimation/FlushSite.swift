import ModernizeCore
import SwiftSyntax

/// Decides one `UIView.animate { <v>.layoutIfNeeded() }` site: the constraint changes just
/// before the call move into the closure, `.flushUpdates` joins the options, the flush (and a
/// pre-flush of the same view before the changes) goes. Anything else is a finding.
struct FlushSite {
    let context: RuleContext

    static let suggestion = """
        UIView.animate(withDuration: duration, delay: 0, options: .flushUpdates) {
            // the constraint changes (e.g. heightConstraint.constant = 0)
        }
        """

    func site(for animate: AnimateCall) -> Site? {
        let anchor = animate.call.calledExpression
        let statements = Array(animate.animations.statements)
        // A flush inside a nested closure (another animation, a completion) belongs to that closure.
        guard statements.contains(where: { SyntaxSearch.contains(FunctionCallExprSyntax.self, in: $0, skipping: .closuresAndFunctions, where: Self.isLayoutIfNeeded) }) else { return nil }
        func finding(_ reason: String) -> Site {
            context.finding(
                at: anchor, severity: .info,
                "layoutIfNeeded() animation left as is: \(reason); on iOS 26 make only the constraint changes inside UIView.animate(..., options: .flushUpdates) and drop layoutIfNeeded()",
                suggestion: Self.suggestion)
        }
        guard let flush = statements.last, let flushed = LayoutFlush.receiver(of: flush) else {
            return finding("the closure's last statement is not a `layoutIfNeeded()` call, and .flushUpdates animates only changes made inside it")
        }
        let inside = statements.dropLast().compactMap(ConstraintMutation.init)
        guard inside.count == statements.count - 1 else {
            return finding("the closure does more than constraint changes and `layoutIfNeeded()` (\(statements.count) statements), and .flushUpdates would also apply earlier pending layout before the block")
        }
        if LayoutFlush.isOptionalChained(flushed) {
            return finding("the flushed view is reached through optional chaining (`\(flushed!.trimmedDescription)`)")
        }
        if animate.alreadyFlushes {
            return finding("the options already include .flushUpdates")
        }
        guard let item = animate.call.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
            return finding("the call is not a statement of its own")
        }
        if !inside.isEmpty {
            return changesInside(animate, mutations: inside, flush: flush, flushed: flushed, item: item, list: list, finding: finding)
        }
        if animate.animations.signature != nil {
            return finding("the closure has a capture list or parameters, which the moved statements would have to use")
        }
        let mutations = ConstraintMutation.run(before: item, in: list)
        let items = Array(list)
        let runStart = items.firstIndex { $0.id == (mutations.first?.statement ?? item).id }!
        let previous = runStart > 0 ? items[runStart - 1] : nil
        guard !mutations.isEmpty else {
            guard let previous, !previous.item.is(VariableDeclSyntax.self), !previous.item.is(GuardStmtSyntax.self) else {
                return finding("no constraint change comes just before it in the same block")
            }
            return finding("the statement just before it (`\(Self.firstLine(previous))`) is not a constraint change (`.constant =`, `.isActive =`, activate/deactivate)")
        }
        let viewName = LayoutFlush.name(flushed)
        let preflush: CodeBlockItemSyntax?
        switch precedingFlush(previous, viewName: viewName, before: "the constraint changes") {
        case .blocked(let reason): return finding(reason)
        case .flush(let statement): preflush = statement
        }
        let owner = Owner(around: animate.call, index: context.index)
        if let reason = ownershipProblem(mutations, viewName: viewName, owner: owner) { return finding(reason) }
        let leadingComments = preflush == nil ? [] : TriviaLines.comments(in: mutations[0].statement.leadingTrivia)
        let moved: [String]
        switch MovedStatements(context: context, owner: owner).lines(of: mutations.map(\.statement), leadingComments: leadingComments) {
        case .blocked(let reason): return finding(reason)
        case .moved(let lines): moved = lines
        }
        guard let optionsEdit = animate.optionsEdit(context) else {
            return finding("the call's arguments are not a UIView.animate overload this rule rewrites")
        }
        let firstRemoved = preflush ?? mutations[0].statement
        guard let removal = SourceBytes(context).wholeLinesWithOneBlankNeighbour(
            from: firstRemoved.positionAfterSkippingLeadingTrivia.utf8Offset, through: mutations.last!.statement.lastToken(viewMode: .sourceAccurate)!) else {
            return finding("the constraint changes share their lines with other code")
        }
        let removeEdit = SourceEdit(range: AbsolutePosition(utf8Offset: removal.lowerBound)..<AbsolutePosition(utf8Offset: removal.upperBound), replacement: "")
        let edits = [removeEdit, bodyEdit(animate.animations, statement: statements[0], moved: moved), optionsEdit]
        let note = "the constraint changes now run inside the block; " + Self.flushNote(viewName: viewName, preflushed: preflush != nil)
        return .review(at: anchor, edits, because: note)
    }

    /// `{ <constraint changes>; v.layoutIfNeeded() }`: the changes already run in the block, so
    /// only the flush goes and `.flushUpdates` joins the options.
    private func changesInside(
        _ animate: AnimateCall, mutations: [ConstraintMutation], flush: CodeBlockItemSyntax, flushed: ExprSyntax?,
        item: CodeBlockItemSyntax, list: CodeBlockItemListSyntax, finding: (String) -> Site
    ) -> Site {
        let items = Array(list)
        let index = items.firstIndex { $0.id == item.id }!
        let viewName = LayoutFlush.name(flushed)
        let preflushed: Bool
        switch precedingFlush(index > 0 ? items[index - 1] : nil, viewName: viewName, before: "the call") {
        case .blocked(let reason): return finding(reason)
        case .flush(let statement): preflushed = statement != nil
        }
        let owner = Owner(around: animate.call, index: context.index)
        if let reason = ownershipProblem(mutations, viewName: viewName, owner: owner) { return finding(reason) }
        guard let optionsEdit = animate.optionsEdit(context) else {
            return finding("the call's arguments are not a UIView.animate overload this rule rewrites")
        }
        guard let removal = SourceBytes(context).wholeLinesWithOneBlankNeighbour(
            from: flush.positionAfterSkippingLeadingTrivia.utf8Offset, through: flush.lastToken(viewMode: .sourceAccurate)!) else {
            return finding("`layoutIfNeeded()` shares its line with other code")
        }
        let removeEdit = SourceEdit(range: AbsolutePosition(utf8Offset: removal.lowerBound)..<AbsolutePosition(utf8Offset: removal.upperBound), replacement: "")
        return .review(at: animate.call.calledExpression, [removeEdit, optionsEdit], because: Self.flushNote(viewName: viewName, preflushed: preflushed))
    }

    private static func flushNote(viewName: String, preflushed: Bool) -> String {
        var note = ".flushUpdates lays out every view with pending layout (and applies pending trait and Observable updates), not only `\(viewName)`"
        if !preflushed {
            note += "; with no `\(viewName).layoutIfNeeded()` before the call, layout invalidated earlier is now applied before the animation instead of animated"
        }
        return note
    }

    private enum Preceding {
        /// The statement before may stay: a flush of the same view (to remove or keep), or nothing that changes layout.
        case flush(CodeBlockItemSyntax?)
        case blocked(String)
    }

    /// What comes just before the changes: a `layoutIfNeeded()` of the same view, a declaration,
    /// a guard or nothing; anything else may change layout that the animation picks up today.
    private func precedingFlush(_ previous: CodeBlockItemSyntax?, viewName: String, before place: String) -> Preceding {
        guard let previous else { return .flush(nil) }
        if let receiver = LayoutFlush.receiver(of: previous) {
            guard LayoutFlush.name(receiver) == viewName else {
                return .blocked("the layout pass before \(place) flushes `\(LayoutFlush.name(receiver))`, not `\(viewName)`")
            }
            return .flush(previous)
        }
        if previous.item.is(VariableDeclSyntax.self) || previous.item.is(GuardStmtSyntax.self) { return .flush(nil) }
        return .blocked("`\(Self.firstLine(previous))` just before \(place) may change layout too, which the animation picks up today and .flushUpdates would apply before it")
    }

    /// Why `viewName` is not known to own the changed constraints, or nil.
    private func ownershipProblem(_ mutations: [ConstraintMutation], viewName: String, owner: Owner) -> String? {
        guard let root = owner.rootView, root == viewName else {
            return "`\(viewName)` is not known to own the constraints (only `view` in a view controller and `self` in a view are)"
        }
        for mutation in mutations {
            for constraint in mutation.constraints where !isOwnConstraint(constraint, owner: owner) {
                return "`\(constraint.trimmedDescription)` is not a constraint property of this type or made from its views' anchors, so `\(viewName)` may not own it"
            }
        }
        return nil
    }

    /// The closure's `layoutIfNeeded()` statement replaced by the moved lines.
    private func bodyEdit(_ closure: ClosureExprSyntax, statement: CodeBlockItemSyntax, moved: [String]) -> SourceEdit {
        let newline = context.newline
        let ownLine = statement.leadingTrivia.contains { $0.isNewline } || closure.leftBrace.trailingTrivia.contains { $0.isNewline }
        // A comment after `layoutIfNeeded()` on its line now heads the moved changes.
        let comment = Array(statement.trailingTrivia.prefix { !$0.isNewline })
        let moved = TriviaLines.comments(in: Trivia(pieces: comment)) + moved
        if ownLine {
            let indent = context.indentation(of: statement)
            let text = moved.enumerated().map { index, line in index == 0 || line.isEmpty ? line : indent + line }.joined(separator: newline)
            let end = statement.endPositionBeforeTrailingTrivia.advanced(by: TriviaLines.sameLineLength(statement.trailingTrivia))
            return SourceEdit(range: statement.positionAfterSkippingLeadingTrivia..<end, replacement: text)
        }
        let outer = context.indentation(of: closure)
        let indent = outer + context.indentStyle.unit
        let body = moved.map { $0.isEmpty ? $0 : indent + $0 }.joined(separator: newline)
        return SourceEdit(
            range: closure.leftBrace.endPositionBeforeTrailingTrivia..<closure.rightBrace.positionAfterSkippingLeadingTrivia,
            replacement: newline + body + newline + outer)
    }

    /// A constraint property of the type (`c`, `self.c`, `c!`), or an anchor constraint made
    /// from the type's own views (`titleLabel.topAnchor.constraint(equalTo: view.topAnchor)`).
    private func isOwnConstraint(_ expression: ExprSyntax, owner: Owner) -> Bool {
        let expression = ConstraintExpressions.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("constraint") {
            return member.base.map { isOwnView($0, owner: owner) } ?? false
        }
        guard let name = selfMemberName(expression) else { return false }
        return owner.isConstraintProperty(name)
    }

    /// `a.topAnchor` / `self.a.layoutMarginsGuide.topAnchor` where `a` is the type's property or root view.
    private func isOwnView(_ expression: ExprSyntax, owner: Owner) -> Bool {
        var head = expression
        var names: [String] = []
        while let member = head.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            head = base
        }
        let first: String?
        if head.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            first = names.first
        } else if let reference = head.as(DeclReferenceExprSyntax.self), Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty {
            first = reference.baseName.text
        } else {
            first = nil
        }
        guard let first else { return false }
        return owner.property(named: first) != nil || first == owner.rootView
    }

    /// `name` or `self.name` (not a local): the member's name.
    private func selfMemberName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    static func isLayoutIfNeeded(_ call: FunctionCallExprSyntax) -> Bool {
        (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text) == "layoutIfNeeded"
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.prefix { $0 != "\n" && $0 != "\r" })
    }
}
