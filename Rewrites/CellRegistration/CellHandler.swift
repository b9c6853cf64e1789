import ModernizeCore
import SwiftSyntax

/// A cell registration's item type and handler, built from the dequeues it serves: the
/// configuration between `let cell = <dequeue>` and `return cell` moves into
/// `CellRegistration<Cell, Item> { cell, indexPath, item in ... }`, which
/// `dequeueConfiguredReusableCell(using:for:item:)` calls before it returns, with the same
/// cell, index path and item: the configuration runs at the same moment as before.
struct CellHandler {
    /// The registration's second generic argument.
    let itemType: String
    /// `{ cell, indexPath, item in ... }`, indented for the line of the `register`.
    let closure: String
    /// The configuration removed at the dequeue sites.
    let edits: [SourceEdit]
    /// `item:` of each dequeue, by call.
    let items: [SyntaxIdentifier: String]
    let notes: [String]

    /// A failure carries the code a user would write instead (the finding's suggestion).
    struct Failure: Error {
        let reason: BlockReason
        let suggestion: String
    }

    private struct Site {
        let dequeue: DequeueCall
        let configuration: CellConfiguration
        let item: DequeueItem
        let parameters: (cell: String, indexPath: String, item: String)
        let body: [String]
    }

    static func make(
        _ dequeues: [DequeueCall], register: RegisterCall, creation: (String) -> String, name: String, context: RuleContext
    ) -> Result<CellHandler, Failure> {
        let indent = context.indentation(of: register.call)
        var sites: [Site] = []
        for dequeue in dequeues {
            switch site(dequeue, indent: indent + context.indentStyle.unit, context: context) {
            case .success(let site): sites.append(site)
            case .failure(let failure):
                return .failure(Failure(reason: failure.reason, suggestion: suggestion(failure.site, hint: failure.hint, register: register, name: name, creation: creation, context: context)))
            }
        }
        let types = Set(sites.map(\.item.type))
        if sites.count > 1, types.count > 1 || sites.contains(where: { !$0.configuration.isEmpty }) {
            let lines = ProseList.join(sites.map { String(context.position(of: $0.dequeue.call).line) })
            let reason = types.count > 1
                ? "the dequeues at lines \(lines) pass items of different types (\(ProseList.join(types.sorted().map { "`\($0)`" }))), and one registration has one item type"
                : "the dequeues at lines \(lines) each configure the cell, and one registration has one handler: give each configuration its own registration (or one shared configure method) by hand"
            return .failure(Failure(reason: BlockReason(reason), suggestion: suggestion(sites.first, hint: nil, register: register, name: name, creation: creation, context: context)))
        }
        let first = sites[0]
        var edits: [SourceEdit] = []
        var notes: [String] = []
        for site in sites {
            let line = context.position(of: site.dequeue.call).line
            if let start = site.configuration.statements.first, let end = site.configuration.statements.last {
                edits.append(SourceEdit(range: start.position..<end.endPosition, replacement: ""))
                let from = context.position(of: start).line
                let to = context.position(of: end.item).line
                notes.append("line\(from == to ? " \(from)" : "s \(from)-\(to)") (the cell's configuration) now run\(from == to ? "s" : "") in the registration's handler, which `dequeueConfiguredReusableCell` calls before it returns, with the same cell, index path and item")
            }
            if !site.item.reads.isEmpty {
                notes.append("line \(line): `\(site.item.argument)` is now read once, before the cell is dequeued, and passed as the item")
            }
        }
        let closure = "{ \(first.parameters.cell), \(first.parameters.indexPath), \(first.parameters.item) in"
            + (first.body.isEmpty ? " }" : first.body.map { context.newline + $0 }.joined() + context.newline + indent + "}")
        return .success(CellHandler(
            itemType: first.item.type, closure: closure, edits: edits,
            items: Dictionary(uniqueKeysWithValues: sites.map { ($0.dequeue.call.id, $0.item.argument) }), notes: notes))
    }

    /// What is known of a site that cannot move: for the suggestion.
    private struct Partial: Error {
        let reason: BlockReason
        let site: Site?
        var hint: String?
    }

    private static func site(_ dequeue: DequeueCall, indent: String, context: RuleContext) -> Result<Site, Partial> {
        let configuration: CellConfiguration
        switch CellConfiguration.find(dequeue) {
        case .failure(let reason): return .failure(Partial(reason: reason, site: nil))
        case .success(let found): configuration = found
        }
        let line = context.position(of: dequeue.call).line
        let indexPath: (name: String, declaration: Syntax)? = dequeue.indexPathArgument.flatMap { argument in
            guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                  let declaration = Scopes.declarations(of: reference.baseName.text, at: reference).first else { return nil }
            return (reference.baseName.text, declaration)
        }
        let item: DequeueItem
        switch DequeueItem.find(dequeue, configuration: configuration, indexPath: indexPath, context: context) {
        case .failure(let reason):
            let itemName = DequeueItem.providerItemName(around: dequeue.call) ?? "item"
            let untyped = Site(dequeue: dequeue, configuration: configuration,
                               item: DequeueItem(argument: itemName, name: itemName, type: "Item", declaration: nil, reads: [], origin: ""),
                               parameters: (configuration.cellName ?? "cell", indexPath?.name ?? "indexPath", itemName),
                               body: body(configuration, replacing: [], with: "", indent: indent, context: context))
            return .failure(Partial(reason: BlockReason("line \(line): \(reason.text)"), site: untyped))
        case .success(let found): item = found
        }
        var parameters: [SyntaxIdentifier: String] = [:]
        if let binding = configuration.binding, let cellName = configuration.cellName,
           let pattern = SyntaxSearch.first(IdentifierPatternSyntax.self, in: binding, where: { $0.identifier.text == cellName }) {
            parameters[pattern.id] = "cell"
        }
        if let indexPath { parameters[indexPath.declaration.id] = "indexPath" }
        if let declaration = item.declaration { parameters[declaration.id] = "item" }
        let check = CaptureCheck(context: context, parameters: parameters, replaced: item.reads, owner: Ancestors.enclosingTypeName(of: dequeue.call))
        let (blocked, read) = check.check(configuration.statements)
        let writtenBody = body(configuration, replacing: item.reads, with: item.name, indent: indent, context: context)
        if let blocked {
            let named = Site(dequeue: dequeue, configuration: configuration, item: item,
                             parameters: (configuration.cellName ?? "cell", indexPath?.name ?? "indexPath", item.name), body: writtenBody)
            return .failure(Partial(reason: BlockReason("line \(line): the cell's configuration cannot move into the registration's handler: \(blocked.reason)"), site: named, hint: blocked.hint))
        }
        // Parameters the configuration does not read are `_`, as Swift style has it.
        let site = Site(
            dequeue: dequeue, configuration: configuration, item: item,
            parameters: (read.contains("cell") ? configuration.cellName! : "_",
                         read.contains("indexPath") ? indexPath!.name : "_",
                         read.contains("item") || !item.reads.isEmpty ? item.name : "_"),
            body: writtenBody)
        if let write = item.reads.lazy.compactMap({ CaptureCheck.assignment(to: $0, throughMembers: true) }).first {
            return .failure(Partial(reason: BlockReason("line \(line): the configuration writes into `\(write.trimmedDescription)`, which the handler would only get as a copy"), site: site))
        }
        return .success(site)
    }

    /// The statements' text, the item reads replaced by the item's name, re-indented one level
    /// inside the handler (comments and blank lines kept).
    private static func body(_ configuration: CellConfiguration, replacing reads: [Syntax], with name: String, indent: String, context: RuleContext) -> [String] {
        guard let first = configuration.statements.first, let last = configuration.statements.last else { return [] }
        let bytes = Array(context.text.utf8)
        var text = ""
        var cursor = first.position.utf8Offset
        for read in reads.sorted(by: { $0.position < $1.position }) {
            let start = read.positionAfterSkippingLeadingTrivia.utf8Offset
            text += String(decoding: bytes[cursor..<start], as: UTF8.self) + name
            cursor = read.endPositionBeforeTrailingTrivia.utf8Offset
        }
        text += String(decoding: bytes[cursor..<last.endPosition.utf8Offset], as: UTF8.self)
        let base = context.indentation(of: first)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        while let head = lines.first, head.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        return lines.map { line in
            if line.allSatisfy(\.isWhitespace) { return "" }
            if line.hasPrefix(base) { return indent + line.dropFirst(base.count) }
            return indent + line.drop(while: \.isWhitespace)
        }
    }

    /// The registration and dequeue a user would write: the idiomatic code, with what is known.
    private static func suggestion(_ site: Site?, hint: String?, register: RegisterCall, name: String, creation: (String) -> String, context: RuleContext) -> String {
        let indent = context.indentStyle.unit
        let body = site.map { site in
            site.body.map { line -> String in
                let base = context.indentation(of: register.call) + context.indentStyle.unit
                return line.hasPrefix(base) ? indent + line.dropFirst(base.count) : line
            }
        } ?? []
        let parameters = site.map { "\($0.parameters.cell), \($0.parameters.indexPath), \($0.parameters.item)" } ?? "cell, indexPath, item"
        var lines = ["{ \(parameters) in"]
        if let hint { lines.append(indent + hint) }
        lines += body.isEmpty ? [indent + "// configure the cell from the item"] : body
        lines.append("}")
        let closure = lines.joined(separator: "\n")
        let receiver = site?.dequeue.receiver.map { $0.trimmedDescription + "." } ?? ""
        let indexPath = site?.dequeue.indexPathArgument?.expression.trimmedDescription ?? "indexPath"
        return "// created once, before the first dequeue (where `register` is):\nlet \(name) = \(creation(site?.item.type ?? "Item")) \(closure)\n"
            + "// at the dequeue:\n\(receiver)dequeueConfiguredReusableCell(using: \(name), for: \(indexPath), item: \(site?.item.argument ?? "item"))"
    }
}
