import SwiftSyntax

/// What a label access's receiver is, as far as this file shows.
enum CellReceiver {
    /// A table view cell this rule may configure. `key` identifies the cell (one declaration,
    /// or `self` of one class); `prefix` is written before `defaultContentConfiguration()`.
    case cell(key: CellKey, prefix: String, declarationScope: Syntax?, fromCellForRow: Bool, origin: CellOrigin)
    /// A class of this file declaring its own label member: not the deprecated API.
    case ownLabel(className: String, member: String)
    /// Not known to be a table view cell; `typeName` when a type is visible.
    case notKnownCell(typeName: String?)
    /// `self` in an `open` cell class: subclasses elsewhere may use the labels.
    case openCell(className: String)
    /// A local that merely shares a label's name (`let textLabel: UILabel? = ...`).
    case unrelated
    /// A view the table or collection view shows and configures itself, fetched here
    /// (`let footer = tableView.footerView(forSection: 0)`): `method` is how.
    case visibleView(method: String)

    /// UITableView / UICollectionView methods returning a view they already show (asked only
    /// of a receiver typed as one: a project factory's `footerView(forSection:)` builds a new one).
    static let visibleViewMethods: Set<String> = ["cellForRow", "headerView", "footerView", "cellForItem", "supplementaryView"]

    static func resolve(_ access: LabelAccess, classes: CellClassTable) -> CellReceiver {
        switch access.receiver {
        case .implicitSelf:
            if LocalBindings.binding(named: access.label, at: access.node) != nil { return .unrelated }
            return selfReceiver(of: access, prefix: "", classes: classes)
        case .explicitSelf:
            return selfReceiver(of: access, prefix: "self.", classes: classes)
        case .variable(let reference):
            let name = reference.baseName.text
            let binding = LocalBindings.binding(named: name, at: reference)
            let evidence = binding.map { CellEvidence($0, name: name, at: reference) }
            // A local whose value says no type here: the resolver may (`let cell = cells[0]`,
            // `let cell = makeCell()`, `for cell in visibleCells`), as it does for a property.
            let resolved = evidence?.typeName == nil ? classes.receiverType(reference) : nil
            guard let binding, let evidence, let typeName = evidence.typeName ?? resolved else {
                // Not a local: a property the project declares may say what it is.
                let declared = binding == nil ? resolved : nil
                return isButtonImage(access, typeName: declared) ? .unrelated : .notKnownCell(typeName: declared)
            }
            switch classes.kind(ofType: typeName) {
            case .tableViewCell:
                if evidence.typeName == nil, let call = binding.value?.as(FunctionCallExprSyntax.self),
                   let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                   visibleViewMethods.contains(access.declName.baseName.text), classes.isListView(base) {
                    return .visibleView(method: access.declName.baseName.text)
                }
                var origin = CellOrigin(typeName: typeName, reuseIdentifier: evidence.reuseIdentifier, dequeued: evidence.dequeued,
                                        parameterOf: binding.value == nil && binding.isParameter ? binding.scope : nil,
                                        unknownAssignment: evidence.unknownAssignment)
                if evidence.typeName == nil { origin.resolvedFrom = binding.value?.trimmedDescription ?? name }
                return .cell(key: .variable(binding.id), prefix: name + ".", declarationScope: binding.scope, fromCellForRow: evidence.fromCellForRow, origin: origin)
            case .ownLabel(let className, let members):
                return .ownLabel(className: className, member: ownMember(access, members))
            case .unknown:
                return isButtonImage(access, typeName: typeName) ? .unrelated : .notKnownCell(typeName: typeName)
            }
        case .other(let expression):
            // `row.cell.textLabel`, `$1.cell.textLabel`: never migrated here, but the finding
            // says what the receiver is when the resolver can tell.
            let typeName = classes.receiverType(expression)
            return isButtonImage(access, typeName: typeName) ? .unrelated : .notKnownCell(typeName: typeName)
        }
    }

    /// `button.imageView?` is UIButton's image view, which is not deprecated.
    private static func isButtonImage(_ access: LabelAccess, typeName: String?) -> Bool {
        access.label == "imageView" && ((typeName ?? access.receiverText).lowercased().contains("button"))
    }

    /// The declared member to name in the message: the accessed one if the class declares it.
    private static func ownMember(_ access: LabelAccess, _ members: Set<String>) -> String {
        members.contains(access.label) ? access.label : members.sorted()[0]
    }

    private static func selfReceiver(of access: LabelAccess, prefix: String, classes: CellClassTable) -> CellReceiver {
        guard let typeName = CellClassTable.enclosingTypeName(of: access.node) else { return .unrelated }
        switch classes.kind(ofType: typeName) {
        case .tableViewCell:
            if classes.isOpen(typeName) { return .openCell(className: typeName) }
            return .cell(key: .selfOf(typeName), prefix: prefix, declarationScope: nil, fromCellForRow: false,
                         origin: CellOrigin(typeName: typeName, reuseIdentifier: nil, dequeued: false, parameterOf: nil))
        case .ownLabel(let className, let members): return .ownLabel(className: className, member: ownMember(access, members))
        case .unknown: return isButtonImage(access, typeName: typeName) ? .unrelated : .notKnownCell(typeName: typeName)
        }
    }
}

/// Where a cell comes from, for deciding how safe its migration is.
struct CellOrigin {
    /// The declared or cast type (`UITableViewCell` for an uncast dequeue).
    let typeName: String
    /// The literal reuse identifier of `dequeueReusableCell(withIdentifier: "Row")`.
    let reuseIdentifier: String?
    /// Comes from `dequeueReusableCell(withIdentifier:)`: its real class is the registered one.
    let dequeued: Bool
    /// The function or closure whose parameter the cell is (callers may configure it too).
    let parameterOf: Syntax?
    /// Declared without a value and assigned later by code this rule cannot follow to the use.
    var unknownAssignment = false
    /// The value the local is bound to, when its type came from the type resolver (a call, a
    /// member chain, an element) rather than a declaration, a cast or a dequeue here: its
    /// object may be a subclass that styles its own labels.
    var resolvedFrom: String? = nil
}

enum CellKey: Hashable {
    case variable(SyntaxIdentifier)
    case selfOf(String)
}

/// The type a local is known to have, from its annotation or its initial value.
struct CellEvidence {
    var typeName: String?
    var fromCellForRow = false
    var reuseIdentifier: String?
    var dequeued = false
    /// `let cell: UITableViewCell` assigned later, and the value reaching the use is not known.
    var unknownAssignment = false

    init(_ binding: LocalBinding, name: String, at use: some SyntaxProtocol) {
        if let type = binding.type {
            typeName = SyntaxQueries.baseTypeName(type)
            guard binding.assignedLater else { return }
            // The declared type may be a superclass: what reaches the use says the class.
            guard let value = ReachingAssignment.value(of: name, at: use, within: binding.scope) else {
                unknownAssignment = true
                return
            }
            let assigned = CellEvidence(value: value)
            guard assigned.typeName != nil else {
                unknownAssignment = true
                return
            }
            (reuseIdentifier, dequeued, fromCellForRow) = (assigned.reuseIdentifier, assigned.dequeued, assigned.fromCellForRow)
            if assigned.typeName != "UITableViewCell" { typeName = assigned.typeName }
        } else if let value = binding.value {
            self = CellEvidence(value: value)
        }
    }

    init(value: ExprSyntax) {
        var expression = value
        while true {
            if let tryExpression = expression.as(TryExprSyntax.self) { expression = tryExpression.expression }
            else if let awaitExpression = expression.as(AwaitExprSyntax.self) { expression = awaitExpression.expression }
            else if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            else { break }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            // `x as! Cell`, `x as? Cell`
            if let cast = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }), cast + 1 < elements.count,
               let type = elements[cast + 1].as(TypeExprSyntax.self) {
                let dequeue = CellEvidence(value: elements[0])
                typeName = SyntaxQueries.baseTypeName(type.type)
                (reuseIdentifier, dequeued) = (dequeue.reuseIdentifier, dequeue.dequeued)
                return
            }
            // `dequeue(...) ?? UITableViewCell(...)`
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                let left = CellEvidence(value: elements[0])
                let right = CellEvidence(value: elements[2])
                if left.typeName == right.typeName || left.typeName == "UITableViewCell" { self = right }
                return
            }
            return
        }
        if let cast = expression.as(AsExprSyntax.self) {
            let dequeue = CellEvidence(value: cast.expression)
            typeName = SyntaxQueries.baseTypeName(cast.type)
            (reuseIdentifier, dequeued) = (dequeue.reuseIdentifier, dequeue.dequeued)
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "dequeueReusableCell" where call.arguments.first?.label?.text == "withIdentifier":
                typeName = "UITableViewCell"
                dequeued = true
                reuseIdentifier = call.arguments.first?.expression.plainStringLiteral
            case "cellForRow" where call.arguments.first?.label?.text == "at":
                typeName = "UITableViewCell"
                fromCellForRow = true
            case "init":
                if let base = member.base?.as(DeclReferenceExprSyntax.self) { typeName = base.baseName.text }
            default:
                break
            }
        } else if let type = call.calledExpression.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true {
            typeName = type.baseName.text
        }
    }
}
