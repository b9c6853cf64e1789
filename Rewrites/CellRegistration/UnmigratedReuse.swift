import ModernizeCore
import SwiftSyntax

/// Findings for reuse calls no registration replaces: table views, and collection-view
/// dequeues whose `register` is not in this file.
enum UnmigratedReuse {
    /// Seeds move tables to a list-layout collection view; this is its skeleton.
    static let listSkeleton = """
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
        }
        // in the cell provider: collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        """

    static func table(_ node: FunctionCallExprSyntax, isRegister: Bool, context: RuleContext) -> Site {
        let what = isRegister ? "UITableView register" : "UITableView dequeue"
        return context.finding(
            at: node, severity: .info,
            "\(what) left as is: tables have no CellRegistration; moving the table to a collection view with a list layout (UICollectionLayoutListConfiguration) gives type-safe registrations, swipe actions and separators",
            suggestion: listSkeleton)
    }

    /// A collection-view dequeue whose identifier no `register` in this file covers.
    static func dequeue(_ dequeue: DequeueCall, context: RuleContext) -> Site {
        let owner = Ancestors.enclosingTypeName(of: dequeue.call)
        let written = dequeue.identifier.trimmedDescription
        guard let identifier = ReuseIdentifier.value(of: dequeue.identifier, owner: owner, index: context.index) else {
            return context.finding(
                at: dequeue.call, severity: .info,
                "dequeue left as is: the reuse identifier `\(written)` is not a string literal, `\"\\(Cell.self)\"` or a `let` initialised with a literal, so its `register` cannot be matched")
        }
        let kind = dequeue.kind
        let registrations = context.index.registrations.filter { registration in
            ReuseKind(indexLabel: registration.label) == kind
                && (registration.identifier ?? ReuseIdentifier.value(ofWritten: registration.identifierExpression, owner: registration.owner, index: context.index)) == identifier
        }
        if let registration = registrations.first {
            return context.finding(
                at: dequeue.call, severity: .info,
                registration.owner == owner
                    ? "dequeue left as is: \"\(identifier)\" is registered in \(registration.location) and dequeued here in \(context.path); the rewrite would edit both files at once, which is left to do by hand (see the finding at the register)"
                    : "dequeue left as is: \"\(identifier)\" is registered in `\(registration.owner ?? "file scope")` (\(registration.location)) and dequeued here in `\(owner ?? "file scope")`; a CellRegistration must be a property both can reach, so give the dequeuing code access to one registration created once")
        }
        if let prototype = context.index.prototypeCells(reuseIdentifier: identifier).first(where: { $0.kind == .collectionViewCell && $0.placement == .prototype }) {
            return context.finding(
                at: dequeue.call, severity: .info,
                "dequeue left as is: \"\(identifier)\" is a storyboard prototype (\(prototype.location)); a CellRegistration needs the cell as a class or a nib, so move the prototype's views into \(prototype.customClass ?? "a cell class") or its own xib, then register it",
                suggestion: "let registration = UICollectionView.CellRegistration<\(prototype.customClass ?? "Cell"), Item>(cellNib: UINib(nibName: \"\(prototype.customClass ?? "Cell")\", bundle: nil)) { cell, indexPath, item in }")
        }
        return context.finding(
            at: dequeue.call, severity: .info,
            "dequeue left as is: no `register` of \"\(identifier)\" was found in the project (a storyboard, another module, or a register the index cannot read)")
    }
}
