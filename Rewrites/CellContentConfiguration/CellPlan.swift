import ModernizeCore
import SwiftSyntax

/// Gathers the label accesses of one file by cell, decides per cell whether it can be migrated
/// whole, and produces the edits or the finding saying why not.
struct CellPlan {
    private struct CellGroup {
        let key: CellKey
        let prefix: String
        let declarationScope: Syntax?
        let fromCellForRow: Bool
        let origin: CellOrigin
        var accesses: [LabelAccess] = []
    }

    private let context: RuleContext
    private let bytes: [UInt8]
    private var cellKeys: [CellKey] = []
    private var cells: [CellKey: CellGroup] = [:]
    /// Reads of legacy labels off something that is or may be a table view cell.
    private var cellReads: [LabelAccess] = []
    /// Writes of legacy labels on a cell this file did not make where it writes (a parameter
    /// such as `willDisplay`'s cell, a cell looked up with `cellForRow(at:)`, a receiver named
    /// like a cell whose type is not known): styling of a cell configured elsewhere, which
    /// another cell's content configuration would make dead code.
    private var foreignCellWrites: [LabelAccess] = []
    private var findings: [Site] = []
    private let classes: CellClassTable
    /// Receivers already reported, so one receiver in one scope gets one finding.
    private var reportedReceivers: Set<String> = []
    private var names = ConfigurationNames()

    init(context: RuleContext, classes: CellClassTable) {
        self.context = context
        self.classes = classes
        self.bytes = context.parsed.lines.bytes
    }

    mutating func add(_ access: LabelAccess, as receiver: CellReceiver) {
        switch receiver {
        case .cell(let key, let prefix, let declarationScope, let fromCellForRow, let origin):
            if cells[key] == nil {
                cellKeys.append(key)
                cells[key] = CellGroup(key: key, prefix: prefix, declarationScope: declarationScope, fromCellForRow: fromCellForRow, origin: origin)
            }
            cells[key]?.accesses.append(access)
            if access.isRead || fromCellForRow { cellReads.append(access) }
            else if origin.parameterOf != nil { foreignCellWrites.append(access) }
        case .ownLabel(let className, let member):
            guard !access.isRead else { return }
            report(access, severity: .info, "left `\(access.receiverText)` unchanged: `\(className)` declares its own `\(member)`, which is not UITableViewCell's deprecated label")
        case .notKnownCell(let typeName):
            if access.isRead {
                if access.receiverText.lowercased().contains("cell") { cellReads.append(access) }
                return
            }
            if access.receiverText.lowercased().contains("cell") { foreignCellWrites.append(access) }
            if let typeName, classes.kind(ofType: typeName) == .tableViewCell {
                // A cell, but reached through a property or a call: who creates it and what
                // else configures it is not in this scope.
                var receiver = Substring(access.receiverText)
                while let last = receiver.last, last == "?" || last == "!" { receiver = receiver.dropLast() }
                report(access, "left `\(access.receiverText).\(access.label)` unchanged: `\(receiver)` is a `\(typeName)`, but this rule migrates only a cell held in a local or `self`, not one reached through a property, a call or an optional chain; configure the cell where a local holds it")
                return
            }
            let type = typeName.map { "its type `\($0)` is not UITableViewCell or a subclass declared in this file" } ?? "its type is not visible here"
            report(access, "left `\(access.receiverText).\(access.label)` unchanged: not known to be a UITableViewCell (\(type))")
        case .openCell(let className):
            if access.isRead { cellReads.append(access) }
            else { report(access, "left `self` unchanged: `\(className)` is an open class, and subclasses in other modules may still use its legacy labels") }
        case .unrelated:
            return
        case .visibleView(let method):
            if access.isRead { cellReads.append(access); return }
            report(access, "left `\(access.receiverText)` unchanged: it is a view the table already shows, fetched with `\(method)(...)`, and the table configures that view itself (from its data source); migrate where the data source configures it, not the fetched view")
        }
    }

    /// One finding per receiver and scope, at its first write.
    private mutating func report(_ access: LabelAccess, severity: Severity = .warning, _ message: String) {
        let scope = Ancestors.enclosingScope(of: access.node)?.id.hashValue ?? 0
        guard reportedReceivers.insert("\(scope):\(access.receiverText)").inserted else { return }
        findings.append(context.finding(at: access.node, severity: severity, message))
    }

    /// One site per cell: its whole migration (declaration, writes, assignment) or the finding
    /// saying why it stays. Cells whose insertions share a point keep their emission order.
    func output() -> RuleOutput {
        var output = RuleOutput(sites: findings)
        var names = self.names
        for key in cellKeys {
            guard let cell = cells[key] else { continue }
            switch migration(of: cell, names: &names) {
            case .failure(let refusal):
                output.append(refusal.site)
            case .success(let migration):
                let before = AbsolutePosition(utf8Offset: migration.placement.insertBefore)
                let after = AbsolutePosition(utf8Offset: migration.placement.insertAfter)
                let edits = [SourceEdit(range: before..<before, replacement: migration.declaration)] + migration.writeEdits
                    + [SourceEdit(range: after..<after, replacement: migration.assignment)]
                let anchor = migration.anchor.positionAfterSkippingLeadingTrivia
                switch migration.verdict {
                case .review(let reason):
                    output.append(Site(tier: .review, anchor: anchor, edits: edits, message: reason))
                default:
                    output.append(Site(tier: .safe, anchor: anchor, edits: edits))
                }
            case nil:
                continue
            }
        }
        return output
    }

    private struct Migration {
        let placement: ConfigurationPlacement
        let declaration: String
        let assignment: String
        let writeEdits: [SourceEdit]
        let anchor: Syntax
        let verdict: CellSafety.Verdict
    }

    /// The edits for one cell, a finding explaining why it stays, or nil when it has no writes.
    private func migration(of cell: CellGroup, names: inout ConfigurationNames) -> Result<Migration, FindingError>? {
        let writes = cell.accesses.filter(\.isWrite)
        let subject = cell.prefix.isEmpty ? "self" : String(cell.prefix.dropLast())
        func refuse(_ node: some SyntaxProtocol, _ reason: String) -> Result<Migration, FindingError> {
            .failure(FindingError(context.finding(at: node, "left `\(subject)` unchanged: \(reason)")))
        }
        for access in cell.accesses {
            if case .unmappableWrite(let reason) = access.use { return refuse(access.node, reason) }
        }
        guard let firstWrite = writes.first, case .write(let firstStatement, _, _, _) = firstWrite.use else { return nil }
        if cell.fromCellForRow {
            return refuse(firstWrite.node, "it comes from cellForRow(at:) and was configured elsewhere; a new configuration would drop that content")
        }
        if let read = cell.accesses.first(where: \.isRead) {
            return refuse(read.node, "`\(read.label)` is read back here, which returns nil once the cell uses a content configuration")
        }
        if let use = cellReads.first(where: { use in !cell.accesses.contains { $0.node.id == use.node.id } }) {
            let what = use.isRead
                ? "reads `\(use.label)` back off a cell at \(context.position(of: use.node)), which returns nil"
                : "changes `\(use.label)` of an already configured cell at \(context.position(of: use.node)), which has no effect"
            return refuse(firstWrite.node, "this file \(what) once cells use a content configuration")
        }
        guard let scope = Ancestors.enclosingScope(of: firstStatement) else { return nil }
        let statements = writes.compactMap { access -> CodeBlockItemSyntax? in
            if case .write(let statement, _, _, _) = access.use { return statement }
            return nil
        }
        if let stray = zip(writes, statements).first(where: { Ancestors.enclosingScope(of: $0.1)?.id != scope.id })
            ?? (cell.declarationScope.map { $0.id != scope.id } == true ? (writes[0], statements[0]) : nil) {
            return refuse(stray.0.node, "its labels are set in more than one function or closure; one configuration would drop the content set by the others")
        }
        if !writes.contains(where: { access in
            if case .write(_, _, let path, _) = access.use { return ContentPropertyMap.contentTargets.contains(path) }
            return false
        }) {
            return refuse(firstWrite.node, "it only styles its labels here; their content is set elsewhere, and a new configuration would drop it")
        }

        let placement: ConfigurationPlacement
        switch ConfigurationPlacement.place(writes: statements, scope: scope, context: context, bytes: bytes) {
        case .success(let found):
            placement = found
        case .failure(let box):
            switch box.failure {
            case .exit(let exit):
                return refuse(exit, "`\(exit.firstToken(viewMode: .sourceAccurate)?.text ?? "exit")` between its label writes would skip assigning the configuration")
            case .sharedLine(let node):
                return refuse(node, "its label writes share a line with other code")
            }
        }

        if case .variable = cell.key, let assignment = Reassignment.first(of: subject, in: scope,
                                                                          between: placement.insertBefore, and: lastWriteEnd(writes)) {
            return refuse(assignment, "`\(subject)` is assigned between the configuration's creation and its last write")
        }

        let verdict = CellSafety(context: context, classes: classes).verdict(subject: subject, origin: cell.origin, scope: scope)
        if case .refuse(let node, let reason) = verdict {
            return refuse(node == scope ? Syntax(firstWrite.node) : node, reason)
        }
        if let styling = foreignCellWrites.first(where: { use in !cell.accesses.contains { $0.node.id == use.node.id } }) {
            return refuse(firstWrite.node, "this file also changes `\(styling.label)` of a cell configured elsewhere at \(context.position(of: styling.node)) (\(Self.describeScope(of: styling.node))), which has no effect once cells use a content configuration; move that into the configuration (its textProperties / secondaryTextProperties / imageProperties, or updateConfiguration(using:)), then migrate")
        }
        if let owner = Ancestors.enclosingTypeName(of: scope), let styling = StylingInOtherFiles.first(in: owner, context: context, classes: classes) {
            return refuse(firstWrite.node, "`\(owner)` also changes `\(styling.use.name)` of a cell configured elsewhere at \(styling.use.location) (\(styling.function)), which has no effect once cells use a content configuration; move that into the configuration (its textProperties / secondaryTextProperties / imageProperties, or updateConfiguration(using:)), then migrate")
        }
        let name = names.allocate(in: scope)
        let newline = context.newline
        let declaration = placement.indentation + "var \(name) = \(cell.prefix)defaultContentConfiguration()" + newline
        let assignment = placement.indentation + "\(cell.prefix)contentConfiguration = \(name)" + newline
        let writeEdits = writes.flatMap { access -> [SourceEdit] in
            guard case .write(_, let target, let path, let newValue) = access.use else { return [] }
            var edits = [SourceEdit(
                range: access.node.positionAfterSkippingLeadingTrivia..<target.endPositionBeforeTrailingTrivia,
                replacement: "\(name).\(path)")]
            if let (value, spelling) = newValue {
                edits.append(SourceEdit(range: value.positionAfterSkippingLeadingTrivia..<value.endPositionBeforeTrailingTrivia, replacement: spelling))
            }
            return edits
        }
        return .success(Migration(
            placement: placement, declaration: declaration, assignment: assignment, writeEdits: writeEdits,
            anchor: Syntax(firstWrite.node), verdict: verdict))
    }
}

extension CellPlan {
    /// `tableView(_:willDisplay:forRowAt:)` for the function holding `node`, else "a closure".
    static func describeScope(of node: some SyntaxProtocol) -> String {
        guard let function = Ancestors.all(above: node).lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first else { return "a closure" }
        return "in `\(function.name.text)(\(function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))`"
    }
}

/// Code of a class in its other files (extensions, from the project index) that uses a legacy
/// label of a cell it did not create there: `willDisplay`'s cell, a cell from `cellForRow(at:)`.
enum StylingInOtherFiles {
    static func first(in owner: String, context: RuleContext, classes: CellClassTable) -> (use: IndexedUse, function: String)? {
        for type in context.index.types(named: owner) where type.location.path != context.path {
            for function in type.functions {
                for use in function.uses where use.kind == .member && ContentPropertyMap.labels.contains(use.name) {
                    guard !use.receiver.isEmpty, use.receiver != "self", !use.receiver.hasPrefix("\\"), !use.receiverLocalIsCreated,
                          !use.receiver.lowercased().contains("button") else { continue }
                    let typed = use.receiverLocalType.map { !$0.isEmpty && classes.kind(ofType: $0) == .tableViewCell } ?? false
                    guard typed || use.receiver.lowercased().contains("cell") else { continue }
                    let labels = function.labels.map { $0 + ":" }.joined()
                    return (use, "in `\(function.name)(\(labels))`")
                }
            }
        }
        return nil
    }
}

private func lastWriteEnd(_ writes: [LabelAccess]) -> Int {
    writes.map { $0.node.endPosition.utf8Offset }.max() ?? 0
}

struct FindingError: Error {
    let site: Site
    init(_ site: Site) { self.site = site }
}
