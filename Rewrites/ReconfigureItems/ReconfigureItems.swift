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
        var output = RuleOutput()
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["reloadItems", "reloadRows"].contains(member.declName.baseName.text) else { continue }
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
              let scope = Ancestors.enclosingScope(of: call),
              SnapshotDeclarations.isSnapshot(named: receiver.baseName.text, in: scope, before: call)
        else {
            return context.finding(
                at: call, severity: .info,
                "reloadItems left as is: `\(receiverText)` is not known to be an NSDiffableDataSourceSnapshot (a local from `dataSource.snapshot()` or a variable of the snapshot type in this function); if it is one and the cell type does not change, call reconfigureItems instead")
        }
        // The snapshot's unlabeled form; a view's `reconfigureItems(at:)` says nothing about it.
        if SyntaxSearch.contains(FunctionCallExprSyntax.self, in: scope, where: {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "reconfigureItems" && $0.arguments.first?.label == nil
        }) {
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
