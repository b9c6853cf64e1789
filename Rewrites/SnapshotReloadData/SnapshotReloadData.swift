import ModernizeCore
import SwiftSyntax

/// The first `apply(_:animatingDifferences:completion:)` of a diffable data source created
/// while the view loads -> `applySnapshotUsingReloadData(_:completion:)` (iOS 15), review.
///
/// "First" must be certain from the code: the data source is created by a statement of
/// `viewDidLoad` (or of a private method whose only use is a statement of it), the apply is a
/// later statement of the same body (not in a loop, closure or condition), and nothing in
/// between could apply a snapshot (no call of the type's own methods, `self` or the data
/// source handed to nothing). Any other apply is not this row's business and is left alone.
public struct SnapshotReloadData: Codemod {
    public let description = RuleDescription(
        id: "snapshot-reload-data",
        legacy: "the first dataSource.apply(snapshot) while the view loads",
        modern: "dataSource.applySnapshotUsingReloadData(snapshot)",
        since: IOSVersion(15),
        rationale: "The first population has nothing to diff or animate against: applySnapshotUsingReloadData resets the view to the snapshot without computing a diff.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "initial-population",
                before: """
                    import UIKit

                    final class ListViewController: UIViewController {
                        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                                nil
                            }
                            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                            snapshot.appendSections([0])
                            snapshot.appendItems(["a", "b"])
                            dataSource.apply(snapshot, animatingDifferences: false)
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class ListViewController: UIViewController {
                        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                                nil
                            }
                            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                            snapshot.appendSections([0])
                            snapshot.appendItems(["a", "b"])
                            dataSource.applySnapshotUsingReloadData(snapshot)
                        }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["apply"]

    /// Project data source subclasses and view controller superclasses, across files.
    public let indexInterest = IndexInterest(triggers: ["DiffableDataSource", "viewDidLoad"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let types = context.types
        let aliases = DataSourceCreation.aliases(in: context.tree)
        var output = RuleOutput()
        for method in SetupMethods.all(in: context.tree, types: types) {
            for first in FirstApply.all(in: method, aliases: aliases, types: types) {
                output.append(site(first, method: method, context: context))
            }
        }
        return output
    }

    /// Every site is a `dataSource.apply(…)` call in the setup of a view controller: its
    /// `viewDidLoad()` override, or a private method only that override calls.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        parsed.source.mentions("viewDidLoad") && parsed.source.mentions("apply")
            && SyntaxSearch.contains(FunctionDeclSyntax.self, in: parsed.tree, skipping: .functions, where: SetupMethods.isViewDidLoad)
            && SyntaxSearch.contains(FunctionCallExprSyntax.self, in: parsed.tree, where: FirstApply.callsApply)
    }

    private func site(_ first: FirstApply, method: FunctionDeclSyntax, context: RuleContext) -> Site {
        let call = first.call
        var edits = [SourceEdit(range: first.name.positionAfterSkippingLeadingTrivia..<first.name.endPositionBeforeTrailingTrivia, replacement: "applySnapshotUsingReloadData")]
        let arguments = Array(call.arguments)
        let animating = arguments.first { $0.label?.text == "animatingDifferences" }
        if let animating, let index = arguments.firstIndex(where: { $0.id == animating.id }) {
            // From the end of the snapshot argument (its comma) to the end of the flag.
            let start = arguments[index - 1].expression.endPositionBeforeTrailingTrivia
            let end = animating.expression.endPositionBeforeTrailingTrivia
            let removed = SourceBytes(context).text(start.utf8Offset..<end.utf8Offset)
            if removed.contains("//") || removed.contains("/*") {
                let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? first.creation.name
                return context.finding(
                    at: first.name,
                    "apply left as is: it is the first snapshot of `\(first.creation.name)`, which applySnapshotUsingReloadData would set without a diff or animation, but the comment next to `animatingDifferences:` would be lost; move it, then migrate",
                    suggestion: "\(receiver).applySnapshotUsingReloadData(\(arguments[0].expression.trimmedDescription))")
            }
            edits.append(SourceEdit(range: start..<end, replacement: ""))
        }
        let view = first.creation.kind == "UITableViewDiffableDataSource" ? "table view" : "collection view"
        let created = context.position(of: first.creation.statement)
        var note = "this is the first snapshot `\(first.creation.name)` gets (it is created at \(created) in `\(method.name.text)`, and nothing before this line applies one), and applySnapshotUsingReloadData (iOS 15) resets the \(view) to it without computing a diff or animating, interrupting any running item animations, which is what a first population needs; "
        switch animating.map({ $0.expression.trimmedDescription }) {
        case nil:
            note += "`apply` animated the differences by default (`animatingDifferences: true`): that animation is dropped"
        case "true":
            note += "the `animatingDifferences: true` animation is dropped"
        case "false":
            note += "as with `animatingDifferences: false`, nothing animates"
        case let flag?:
            note += "whatever `\(flag)` is, nothing animates now"
        }
        if arguments.contains(where: { $0.label?.text == "completion" }) || call.trailingClosure != nil {
            note += "; the completion still runs on the main queue, once the reload is done"
        }
        return .review(at: first.name, edits, because: note)
    }
}
