import ModernizeCore
import SwiftSyntax

/// Where a navigation-bar run is left as is although its lines could be translated: the
/// finding's message, or nil.
struct LeaveAlone {
    let runs: [StylingRun]

    func reason(for run: StylingRun) -> String? {
        if let check = deadFallback(run.first) {
            return "legacy styling in the fallback of `\(check)`: it runs only on systems older than the check, where UINavigationBarAppearance is not available or the check is already met by the deployment target; delete the fallback when the target passes the check, else leave it"
        }
        let scope = Ancestors.enclosingScope(of: run.first)
        if let scope, let existing = appearanceCode(in: scope) {
            return "this function already styles bars with appearance objects (`\(existing)`) and mixes in legacy lines; their colours may disagree, so fold `\(run.legacyLines.map(\.property).joined(separator: "`, `"))` into the appearance object by hand"
        }
        let sameBar = runs.filter {
            $0.receiver.trimmedDescription == run.receiver.trimmedDescription && Ancestors.enclosingScope(of: $0.first)?.id == scope?.id
                && Self.ifConfigClause(of: $0.first)?.id == Self.ifConfigClause(of: run.first)?.id
        }
        if sameBar.count > 1 {
            return "`\(run.receiver.trimmedDescription)` is styled in \(sameBar.count) separate groups of lines in this function; one appearance object must carry them all: bring the lines together, then rerun"
        }
        return nil
    }

    /// A run made only of lines the rewrite keeps as written beside its appearance object
    /// (`isTranslucent = false`, `tintColor`, `barStyle`), in a function that gives the same bar
    /// appearance objects: an earlier run's output, nothing left to migrate.
    static func isKeptBesideAppearance(_ run: StylingRun) -> Bool {
        let keptOnly = run.legacyLines.allSatisfy {
            $0.property == "isTranslucent" && $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        }
        guard keptOnly, let scope = Ancestors.enclosingScope(of: run.first) else { return false }
        let receiver = StylingLine.key(run.receiver)
        return SyntaxSearch.contains(MemberAccessExprSyntax.self, in: scope) {
            AppearanceSlots.all.contains($0.declName.baseName.text) && Assignments.isAssigned($0) && $0.base.map(StylingLine.key) == receiver
        }
    }

    /// The `#if` clause holding `node` inside its function: runs in different clauses never both run.
    private static func ifConfigClause(of node: some SyntaxProtocol) -> IfConfigClauseSyntax? {
        Ancestors.first(above: node) { candidate -> Ancestors.Step<IfConfigClauseSyntax>? in
            if let clause = candidate.as(IfConfigClauseSyntax.self) { return .found(clause) }
            return Ancestors.isFunctionLike(candidate) ? .boundary : nil
        }
    }

    /// `#available(iOS 13, *)` when `node` sits in that check's `else` (or a `guard`'s else,
    /// or the body of `#unavailable`).
    private func deadFallback(_ node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), let check = availability(ifExpression.conditions) {
                let unavailable = check.hasPrefix("#unavailable")
                if child.id == ifExpression.elseBody?.id, !unavailable { return check }
                if child.id == ifExpression.body.id, unavailable { return check }
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id,
               let check = availability(guardStatement.conditions), !check.hasPrefix("#unavailable") {
                return check
            }
            if Ancestors.isFunctionLike(parent) { return nil }
            child = parent
        }
        return nil
    }

    private func availability(_ conditions: ConditionElementListSyntax) -> String? {
        conditions.lazy.compactMap { $0.condition.as(AvailabilityConditionSyntax.self)?.trimmedDescription }.first
    }

    /// An appearance assignment or `UINavigationBarAppearance` anywhere in the function.
    private func appearanceCode(in scope: Syntax) -> String? {
        if let member = SyntaxSearch.first(MemberAccessExprSyntax.self, in: scope, where: {
            AppearanceSlots.all.contains($0.declName.baseName.text) && Assignments.isAssigned($0)
        }) {
            return member.trimmedDescription
        }
        return scope.tokens(viewMode: .sourceAccurate).first { $0.hasText("UINavigationBarAppearance") }?.text
    }
}

enum AppearanceSlots {
    static let all: Set<String> = ["standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance"]
}

/// Is a member access the left side of `=` (operators unfolded: the next sequence element)?
enum Assignments {
    static func isAssigned(_ member: MemberAccessExprSyntax) -> Bool {
        guard let list = member.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == member.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }
}
