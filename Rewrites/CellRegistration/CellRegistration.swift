import ModernizeCore
import SwiftSyntax

/// `collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")` plus
/// `dequeueReusableCell(withReuseIdentifier: "photo", for:) as! PhotoCell` and its configuration
/// -> `UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in ... }`
/// created where `register` was, holding the statements that configured the cell, and
/// `dequeueConfiguredReusableCell(using:for:item:)` without the cast (supplementary views
/// likewise, without an item). The item and its type come from the dequeue site
/// (`DequeueItem`); the configuration moves only when it reads nothing but the cell, the index
/// path and the item (`CellConfiguration`).
///
/// Review only: the identifier is no longer registered by string, which is right only if the
/// index saw every dequeue of it. Findings, with the registration to write: an item of unknown
/// type, a configuration that reads `self` or provider locals, several registrations of one
/// identifier, register and dequeues in different types or files, storyboard prototypes,
/// registrations that may run more than once or inside the cell provider, casts to another
/// class, table views.
public struct CellRegistration: Codemod {
    public let description = RuleDescription(
        id: "cell-registration",
        legacy: "register(_:forCellWithReuseIdentifier:) + string dequeue",
        modern: "UICollectionView.CellRegistration",
        since: IOSVersion(14),
        rationale: "Registrations are type-safe: no reuse-identifier strings, no force casts, and the cell is configured from its item in one place.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "register-in-view-did-load",
                before: """
                    import UIKit

                    final class PhotoCell: UICollectionViewCell {
                        var title = ""
                    }

                    final class PhotosViewController: UICollectionViewController {
                        private var titles: [String] = []

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                        }

                        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                            let title = titles[indexPath.item]
                            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
                            cell.title = title
                            return cell
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class PhotoCell: UICollectionViewCell {
                        var title = ""
                    }

                    final class PhotosViewController: UICollectionViewController {
                        private var photoCellRegistration: UICollectionView.CellRegistration<PhotoCell, String>!
                        private var titles: [String] = []

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            photoCellRegistration = UICollectionView.CellRegistration<PhotoCell, String> { cell, _, title in
                                cell.title = title
                            }
                        }

                        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                            let title = titles[indexPath.item]
                            let cell = collectionView.dequeueConfiguredReusableCell(using: photoCellRegistration, for: indexPath, item: title)
                            return cell
                        }
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "table-view",
                before: """
                    import UIKit

                    final class ListViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                        }
                    }
                    """,
                findings: ["UITableView register left as is"]),
        ])
    public let triggers = ["forCellWithReuseIdentifier", "withReuseIdentifier", "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "dequeueReusable"]
    /// Files with registrations and dequeues, plus the usual homes of identifier constants
    /// (`static let reuseIdentifier = "..."`, `cellId`, `static let id = "cell"`), so that they resolve even when the
    /// constant is declared in a file that neither registers nor dequeues.
    public let indexInterest = IndexInterest(
        triggers: ["withReuseIdentifier", "forCellWithReuseIdentifier", "dentifier", "cellId", "CellId", "cellID", "CellID", "static let id", "static let ID"],
        calls: ["dequeueReusableCell", "dequeueReusableSupplementaryView"],
        interfaceBuilder: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let calls = SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree)
        let registers = calls.compactMap(RegisterCall.read)
        let dequeues = calls.compactMap(DequeueCall.read)
        let planner = RegistrationPlanner(context: context, dequeues: dequeues.filter { $0.kind != .table })
        var output = RuleOutput()
        var claimed: Set<SyntaxIdentifier> = []
        var owners: [ClassDeclSyntax] = []
        var plans: [SyntaxIdentifier: [RegistrationPlan]] = [:]
        var locals: [RegistrationPlan] = []
        for register in registers {
            let sameText = dequeues.filter { $0.kind == register.kind && $0.identifier.trimmedDescription == register.identifier.trimmedDescription }
            claimed.formUnion(sameText.map(\.call.id))
            let castClasses = Set(sameText.compactMap(DequeueRewrite.castClass))
            let cellClass = register.className ?? (castClasses.count == 1 ? castClasses.first : nil)
            if register.kind == .table {
                output.append(UnmigratedReuse.table(register.call, isRegister: true, context: context))
                continue
            }
            let owner = Ancestors.enclosingTypeName(of: register.call)
            guard let identifier = ReuseIdentifier.value(of: register.identifier, owner: owner, index: context.index) else {
                output.append(finding(register, cellClass: cellClass, "the reuse identifier `\(register.identifier.trimmedDescription)` is not a string literal, `\"\\(Cell.self)\"` or a `let` initialised with a literal, so its dequeues cannot be proven to be all found", context: context))
                continue
            }
            claimed.formUnion(dequeues.filter {
                $0.kind == register.kind && ReuseIdentifier.value(of: $0.identifier, owner: Ancestors.enclosingTypeName(of: $0.call), index: context.index) == identifier
            }.map(\.call.id))
            let ownerClass = owners.first { $0.name.text == owner }
            let taken = Set((ownerClass.flatMap { plans[$0.id] } ?? []).map(\.propertyName))
            switch planner.plan(register, identifier: identifier, takenNames: taken) {
            case .failure(let reason):
                output.append(finding(register, cellClass: cellClass, reason.text, suggestion: reason.suggestion, context: context))
            case .success(let plan):
                guard let planOwner = plan.owner else {
                    locals.append(plan)
                    continue
                }
                if plans[planOwner.id] == nil { owners.append(planOwner) }
                plans[planOwner.id, default: []].append(plan)
            }
        }
        for plan in locals {
            output.append(.review(at: plan.register.call, plan.edits, because: plan.note))
        }
        for owner in owners {
            let ownerPlans = plans[owner.id]!
            let edits = ownerPlans.flatMap(\.edits) + [StoredRegistration.declarations(ownerPlans, in: owner, context: context)]
            output.append(.review(at: ownerPlans[0].register.call, edits, because: ownerPlans.map(\.note).joined(separator: " | ")))
        }
        for dequeue in dequeues where !claimed.contains(dequeue.call.id) {
            output.append(dequeue.kind == .table
                ? UnmigratedReuse.table(dequeue.call, isRegister: false, context: context)
                : UnmigratedReuse.dequeue(dequeue, context: context))
        }
        return output
    }

    private func finding(_ register: RegisterCall, cellClass: String?, _ reason: String, suggestion: String? = nil, context: RuleContext) -> Site {
        let cell = cellClass ?? "Cell"
        let type = register.kind == .cell ? "UICollectionView.CellRegistration<\(cell), Item>" : "UICollectionView.SupplementaryRegistration<\(cell)>"
        let name = RegistrationPlanner.lowerCamel(ProjectIndex.simpleName(cell)) + "Registration"
        let arguments = register.kind == .cell ? "cell, indexPath, item" : "view, elementKind, indexPath"
        let nib = register.nib.map { register.kind == .cell ? "(cellNib: \($0.trimmedDescription))" : "(supplementaryNib: \($0.trimmedDescription), elementKind: \(register.elementKind!.trimmedDescription))" }
            ?? (register.kind == .supplementary ? "(elementKind: \(register.elementKind!.trimmedDescription))" : "")
        return context.finding(
            at: register.call, severity: .info,
            "register left as is: \(reason)",
            suggestion: suggestion ?? "// a stored property, created once (e.g. in viewDidLoad):\nlet \(name) = \(type)\(nib) { \(arguments) in }")
    }
}
