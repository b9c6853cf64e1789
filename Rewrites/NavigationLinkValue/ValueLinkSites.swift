import ModernizeCore
import SwiftSyntax

/// The review sites for the links of one NavigationStack and one element type: every link
/// becomes `NavigationLink(value:)` and the stack's root takes one
/// `.navigationDestination(for:)`, in one site (the modifier serves all of them, so they go
/// together or not at all). Nil when the links build different destinations, or the type
/// already has a `.navigationDestination(for:)` that is not the same one on the root.
struct ValueLinkSites {
    let context: RuleContext
    let plans: [ValueLinkPlan]

    func site() -> Site? {
        guard let first = plans.first,
              plans.allSatisfy({ $0.destinationKey == first.destinationKey && $0.element == first.element }) else { return nil }
        let spellings: Set<String> = ["\(first.typeSpelling).self", "\(first.typeSpelling.split(separator: ".").last!).self"]
        // `.navigationDestination(for: Item.self)` elsewhere in this file: the same one on the root is reused.
        var reused: FunctionCallExprSyntax?
        for call in ModifierCalls.find(named: "navigationDestination", in: context.tree) {
            guard let argument = call.arguments.first, argument.label?.text == "for", spellings.contains(argument.expression.trimmedDescription) else { continue }
            guard reused == nil, Self.isInChain(call, of: first.root), let closure = call.trailingClosure,
                  closure.signature.map({ Self.parameter(of: $0) == first.element }) == true, closure.statements.count == 1,
                  let statement = closure.statements.first?.item.as(ExprSyntax.self), Self.key(statement) == first.destinationKey else { return nil }
            reused = call
        }
        // ... or in another file: another view's destination for the type.
        for (_, use) in context.index.callsByName["navigationDestination"] ?? [] where use.location.path != context.path {
            if let argument = use.arguments.first, argument.hasPrefix("for:"),
               spellings.contains(argument.dropFirst(4).trimmingCharacters(in: .whitespaces)) { return nil }
        }
        var edits = plans.map(\.linkEdit)
        if reused == nil { edits.append(SourceEdit(range: first.root.endPositionBeforeTrailingTrivia..<first.root.endPositionBeforeTrailingTrivia, replacement: insertion(first))) }
        return .review(at: first.name, edits, because: note(reused: reused))
    }

    /// `\n    .navigationDestination(for: Item.self) { item in\n        Detail(item: item)\n    }`,
    /// at the indentation of the root's last modifier line (or of the root).
    private func insertion(_ plan: ValueLinkPlan) -> String {
        var indent = context.indentation(of: plan.root)
        if let call = plan.root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           context.parsed.lines.indentation(ofLineContaining: member.period.positionAfterSkippingLeadingTrivia.utf8Offset).utf8.count
               == RegionText.column(of: member.period, context) {
            indent = context.indentation(of: member.period)
        }
        let text = RegionText.text(context, from: plan.destination.positionAfterSkippingLeadingTrivia, to: plan.destination.endPositionBeforeTrailingTrivia)
        let body = LineBlock.reindented("\n" + context.indentation(of: plan.destination) + text, to: indent + context.indentStyle.unit)
        let lines = [indent + ".navigationDestination(for: \(plan.typeSpelling).self) { \(plan.element) in"] + body + [indent + "}"]
        return context.newline + lines.joined(separator: context.newline)
    }

    private func note(reused: FunctionCallExprSyntax?) -> String {
        let first = plans[0]
        let type = first.typeSpelling
        let links = plans.map { "\(context.position(of: $0.name))" }
        let root = String(first.root.trimmedDescription.split(whereSeparator: \.isNewline).first ?? "")
        var parts: [String] = []
        let which = plans.count == 1 ? "the link at \(links[0]) now pushes" : "the links at \(ProseList.join(links)) now push"
        parts.append("\(which) \(plans.count == 1 ? "its" : "their") row's `\(first.element)` (of type `\(type)`, Hashable: \(first.hashableAt)) instead of building `\(Self.short(first.destinationKey))`")
        if let reused {
            parts.append("the `.navigationDestination(for: \(type).self)` at \(context.position(of: reused)) builds that view from the pushed value")
        } else {
            parts.append("a `.navigationDestination(for: \(type).self) { \(first.element) in ... }` added after the NavigationStack's root view (`\(root)` at \(context.position(of: first.root))) builds that view from the pushed value")
        }
        parts.append("the destination view is built when the link is activated, no longer with every row (its initializer and anything it creates run on push), from the element the link pushed")
        if !first.otherReads.isEmpty {
            let owner = Ancestors.enclosingTypeName(of: first.stack).map { "`\($0)`" } ?? "the view"
            parts.append("its other reads (\(ProseList.join(first.otherReads.map { "`\($0)`" }))) are now read by \(owner) around the stack's root when the destination is built")
        }
        let dropped = plans.flatMap(\.droppedModifiers)
        var seen: Set<String> = []
        let shown = dropped.filter { seen.insert("\($0.name)@\($0.at)").inserted }.map { "`.\($0.name)` (\($0.at))" }
        if !shown.isEmpty {
            parts.append("the destination now inherits the environment of the stack's root, no longer that of the link: \(ProseList.join(shown)), set on the link or around it, no longer \(shown.count == 1 ? "applies" : "apply") to it")
        }
        parts.append("every `NavigationLink(value:)` of type `\(type)` shown in this stack (also in views pushed onto it) now opens this destination")
        return parts.joined(separator: "; ")
    }

    static func short(_ text: String) -> String { text.count > 80 ? String(text.prefix(77)) + "..." : text }

    static func key(_ expression: ExprSyntax) -> String {
        expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func parameter(of signature: ClosureSignatureSyntax) -> String? {
        switch signature.parameterClause {
        case .simpleInput(let names)?: names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let clause)?: clause.parameters.count == 1 ? clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } : nil
        case nil: nil
        }
    }

    /// Is `call` one of the modifiers of `root` (`List { }.navigationDestination(...)`)?
    private static func isInChain(_ call: FunctionCallExprSyntax, of root: ExprSyntax) -> Bool {
        var current = root
        while let outer = current.as(FunctionCallExprSyntax.self), let member = outer.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if outer.id == call.id { return true }
            current = base
        }
        return false
    }
}
