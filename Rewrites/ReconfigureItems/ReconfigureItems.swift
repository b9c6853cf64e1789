import ModernizeCore
import SwiftSyntax

/// `snapshot.reloadItems(ids)` -> `snapshot.reconfigureItems(ids)` when `snapshot` is known to
/// be a diffable data source snapshot: a local initialised from `....snapshot()` or
/// `NSDiffableDataSourceSnapshot<...>()`, or a variable/parameter typed as one. Anything else
/// called `reloadItems` is left alone. A reload in a function that also reconfigures is taken
/// as deliberate (the cell type changes) and only reported; `collectionView.reloadItems(at:)`
/// and `tableView.reloadRows(at:with:)` are reported, since reconfiguring drops their
/// re-dequeue and animation.
public struct ReconfigureItems: Codemod {
    public let description = RuleDescription(
        id: "reconfigure-items",
        legacy: "snapshot.reloadItems",
        modern: "snapshot.reconfigureItems",
        since: IOSVersion(15),
        rationale: "Reconfiguring updates the existing cell in place instead of dequeuing a new one: cheaper, no flicker.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "diffable-snapshot",
                before: """
                    import UIKit

                    func refresh(_ dataSource: UICollectionViewDiffableDataSource<Int, String>, ids: [String]) {
                        var snapshot = dataSource.snapshot()
                        snapshot.reloadItems(ids)
                        dataSource.apply(snapshot)
                    }
                    """,
                after: """
                    import UIKit

                    func refresh(_ dataSource: UICollectionViewDiffableDataSource<Int, String>, ids: [String]) {
                        var snapshot = dataSource.snapshot()
                        snapshot.reconfigureItems(ids)
                        dataSource.apply(snapshot)
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "table-view-rows",
                before: """
                    import UIKit

                    func refresh(_ tableView: UITableView, rows: [IndexPath]) {
                        tableView.reloadRows(at: rows, with: .none)
                    }
                    """,
                findings: ["reloadRows(at:with:) not rewritten"]),
        ])
    public let triggers = ["reloadItems", "reloadRows"]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let finder = ReloadCallFinder(viewMode: .sourceAccurate)
        finder.walk(context.tree)
        var output = RuleOutput()
        for call in finder.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            output.append(site(for: call, member: member, context: context))
        }
        return output
    }

    private func site(for call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, context: RuleContext) -> Site {
        if call.arguments.first?.label?.text == "at" {
            return viewReloadFinding(call, member: member, context: context)
        }
        let receiverText = member.base?.trimmedDescription ?? "(implicit self)"
        guard member.declName.baseName.text == "reloadItems" else {
            return context.finding(
                at: call, severity: .info,
                "\(member.declName.baseName.text) left as is: only a diffable snapshot's reloadItems(_:) has an in-place counterpart")
        }
        guard let receiver = member.base?.as(DeclReferenceExprSyntax.self),
              let scope = SyntaxQueries.enclosingScope(of: call),
              SnapshotDeclarations.isSnapshot(named: receiver.baseName.text, in: scope, before: call)
        else {
            return context.finding(
                at: call, severity: .info,
                "reloadItems left as is: `\(receiverText)` is not known to be an NSDiffableDataSourceSnapshot (a local from `dataSource.snapshot()` or a variable of the snapshot type in this function); if it is one and the cell type does not change, call reconfigureItems instead")
        }
        if ReconfigureCallFinder.calls(in: scope) {
            return context.finding(
                at: call, severity: .info,
                "reloadItems left as is: this function also calls reconfigureItems, so the reload looks deliberate (e.g. the cell type changes)")
        }
        let name = member.declName.baseName
        let items = call.arguments.trimmedDescription
        return .review(
            at: call,
            [SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "reconfigureItems")],
            because: "the cells of `\(items)` are updated in place: the cell provider gets the existing cell back (no prepareForReuse, no new cell), so a provider that picks a different cell class or reuse identifier for these items must keep reloadItems")
    }

    /// `collectionView.reloadItems(at:)` / `tableView.reloadRows(at:with:)`: report only.
    private func viewReloadFinding(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, context: RuleContext) -> Site {
        let receiver = member.base?.trimmedDescription ?? ""
        let indexPaths = call.arguments.first?.expression.trimmedDescription ?? ""
        if member.declName.baseName.text == "reloadRows" {
            return context.finding(
                at: call, severity: .info,
                "reloadRows(at:with:) not rewritten: reconfigureRows(at:) (iOS 15) updates the cells in place, without re-dequeuing and without the row animation; use it when the cell type does not change",
                suggestion: "\(receiver).reconfigureRows(at: \(indexPaths))")
        }
        return context.finding(
            at: call, severity: .info,
            "reloadItems(at:) not rewritten: reconfigureItems(at:) (iOS 15) updates the cells in place, without re-dequeuing and without animation; use it when the cell type does not change",
            suggestion: "\(receiver).reconfigureItems(at: \(indexPaths))")
    }
}

private final class ReloadCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           ["reloadItems", "reloadRows"].contains(member.declName.baseName.text) {
            calls.append(node)
        }
        return .visitChildren
    }
}

/// Does a scope call a snapshot's `reconfigureItems(_:)` anywhere?
private final class ReconfigureCallFinder: SyntaxVisitor {
    private var found = false

    static func calls(in scope: Syntax) -> Bool {
        let finder = ReconfigureCallFinder(viewMode: .sourceAccurate)
        finder.walk(scope)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The snapshot's unlabeled form; a view's `reconfigureItems(at:)` says nothing about it.
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "reconfigureItems",
           node.arguments.first?.label == nil {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}

/// Does `name` refer to a diffable snapshot, judging by its declaration in `scope`?
enum SnapshotDeclarations {
    static let snapshotType = "NSDiffableDataSourceSnapshot"

    static func isSnapshot(named name: String, in scope: Syntax, before use: some SyntaxProtocol) -> Bool {
        let finder = DeclarationFinder(name: name, limit: use.position)
        finder.walk(scope)
        return finder.isSnapshot
    }

    private final class DeclarationFinder: SyntaxVisitor {
        let name: String
        let limit: AbsolutePosition
        var isSnapshot = false

        init(name: String, limit: AbsolutePosition) {
            self.name = name
            self.limit = limit
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            let local = (node.secondName ?? node.firstName).text
            if local == name, SyntaxQueries.baseTypeName(node.type) == snapshotType { isSnapshot = true }
            return .skipChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            let local = (node.secondName ?? node.firstName).text
            if local == name, let type = node.type, SyntaxQueries.baseTypeName(type) == snapshotType { isSnapshot = true }
            return .skipChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard node.position < limit,
                  let identifier = node.pattern.as(IdentifierPatternSyntax.self),
                  identifier.identifier.text == name else { return .visitChildren }
            if let type = node.typeAnnotation?.type, SyntaxQueries.baseTypeName(type) == snapshotType {
                isSnapshot = true
            } else if let value = node.initializer?.value, Self.isSnapshotExpression(value) {
                isSnapshot = true
            }
            return .visitChildren
        }

        /// `dataSource.snapshot()`, `NSDiffableDataSourceSnapshot<S, I>()`,
        /// `NSDiffableDataSourceSnapshot()`.
        static func isSnapshotExpression(_ expression: ExprSyntax) -> Bool {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return member.declName.baseName.text == "snapshot" && call.arguments.isEmpty
            }
            if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshotType
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshotType
        }
    }
}
