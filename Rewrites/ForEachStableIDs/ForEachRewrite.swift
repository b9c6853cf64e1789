import ModernizeCore
import SwiftSyntax

/// The review rewrite of an index-based ForEach whose content only reads `items[i]`, over an
/// array whose element type the project index shows to be Identifiable:
/// `ForEach(items.indices, id: \.self) { i in Text(items[i].name) }` ->
/// `ForEach(items) { item in Text(item.name) }`. Nil when the site is not that shape (the
/// finding then says what to write).
struct ForEachRewrite {
    let context: RuleContext
    let loop: ForEachIndexLoop
    let name: TokenSyntax
    let type: String
    let location: String
    /// The element reads to spell as the element.
    let reads: [SubscriptCallExprSyntax]

    init?(context: RuleContext, loop: ForEachIndexLoop, name: TokenSyntax, identity: ForEachSuggestion.Identity) {
        guard case .identifiable(let type, let location) = identity,
              // A project protocol named Identifiable is not SwiftUI's.
              context.index.declaration(of: "Identifiable") == nil,
              // `items?.indices`: the collection itself must be an array, not an optional one.
              case .array? = context.types.type(of: loop.collection).type,
              !InnerComments.inside(loop.collection),
              // `make().indices`: the rewrite would call `make()` once, where each `make()[i]` called it again.
              !SyntaxSearch.contains(FunctionCallExprSyntax.self, in: loop.collection, where: { _ in true }),
              !SyntaxSearch.contains(SubscriptCallExprSyntax.self, in: loop.collection, where: { _ in true }) else { return nil }
        var reads: [SubscriptCallExprSyntax] = []
        for use in loop.uses {
            guard case .element(let read) = use, !InnerComments.inside(read) else { return nil }
            reads.append(read)
        }
        // `id:` on positions is `\.self`; anything else identifies them some other way.
        if let id = loop.call.arguments.first(where: { $0.label?.text == "id" }), id.expression.trimmedDescription != "\\.self" { return nil }
        // A typed parameter (`{ (i: Int) in }`) would need its type changed too.
        if case .parameterClause(let clause)? = loop.content.signature?.parameterClause, clause.parameters.contains(where: { $0.type != nil }) { return nil }
        if let signature = loop.content.signature, signature.capture != nil || signature.effectSpecifiers != nil || signature.returnClause != nil || !signature.attributes.isEmpty {
            return nil
        }
        self.context = context
        self.loop = loop
        self.name = name
        self.type = type
        self.location = location
        self.reads = reads
    }

    func site() -> Site? {
        guard let head = headEdit() else { return nil }
        var edits = [head]
        let element: String
        if loop.index == "$0" {
            element = "$0"
        } else if let parameter = parameterToken() {
            if parameter.tokenKind == .wildcard {
                element = "_"
            } else {
                guard let chosen = elementName() else { return nil }
                element = chosen
                edits.append(SourceEdit(range: parameter.positionAfterSkippingLeadingTrivia..<parameter.endPositionBeforeTrailingTrivia, replacement: chosen))
            }
        } else { return nil }
        for read in reads {
            edits.append(SourceEdit(range: read.positionAfterSkippingLeadingTrivia..<read.endPositionBeforeTrailingTrivia, replacement: element))
        }
        return .review(at: name, edits, because: note(element: element))
    }

    /// `items.indices, id: \.self` -> `items` (or `items, id: \.id` when a comment sits
    /// between the two arguments, which the edit keeps).
    private func headEdit() -> SourceEdit? {
        let arguments = Array(loop.call.arguments)
        let first = arguments[0].expression
        let collection = loop.collection.trimmedDescription
        guard !InnerComments.inside(first) else { return nil }
        guard let id = arguments.first(where: { $0.label?.text == "id" }) else {
            return SourceEdit(range: first.positionAfterSkippingLeadingTrivia..<first.endPositionBeforeTrailingTrivia, replacement: collection)
        }
        if !InnerComments.between(first, and: id.expression) {
            return SourceEdit(range: first.positionAfterSkippingLeadingTrivia..<id.expression.endPositionBeforeTrailingTrivia, replacement: collection)
        }
        // Keep the comment: `items, // note \n id: \.id`. Two edits would be one site's too, but
        // one edit spanning the region keeps the argument text between them byte for byte.
        let between = RegionText.text(context, from: first.endPositionBeforeTrailingTrivia, to: id.expression.positionAfterSkippingLeadingTrivia)
        return SourceEdit(range: first.positionAfterSkippingLeadingTrivia..<id.expression.endPositionBeforeTrailingTrivia, replacement: collection + between + "\\.id")
    }

    private func parameterToken() -> TokenSyntax? {
        switch loop.content.signature?.parameterClause {
        case .simpleInput(let names)?: return names.first?.name
        case .parameterClause(let clause)?:
            guard let parameter = clause.parameters.first, parameter.secondName == nil else { return nil }
            return parameter.firstName
        case nil: return nil
        }
    }

    /// `item` for `items`, `entry` for `entries`: a name no token of the content spells (so no
    /// nested closure's parameter or local shadows it where `items[i]` was read).
    private func elementName() -> String? {
        let name = ForEachSuggestion.singular(of: loop.collectionText)
        // Argument labels (`suggestion:`) and member names (`.song`) name no variable.
        let taken = Set(loop.content.tokens(viewMode: .sourceAccurate).filter { token in
            if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id { return false }
            if let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id, member.base != nil { return false }
            return true
        }.map { $0.text.hasPrefix("$") ? String($0.text.dropFirst()) : $0.text })
        let keywords: Set<String> = ["self", "Self", "in", "is", "as", "if", "for", "let", "var", "do", "case", "default", "return", "switch", "where", "while"]
        let candidates = [name, "element", "item", "each" + name.prefix(1).uppercased() + name.dropFirst()]
        return candidates.first { !$0.isEmpty && !taken.contains($0) && !keywords.contains($0) && $0.first!.isLetter }
    }

    private func note(element: String) -> String {
        let collection = loop.collectionText
        let source = loop.call.arguments.first!.expression.trimmedDescription
        var parts = [
            "ForEach now identifies its rows by each `\(type)`'s `id` (Identifiable, \(location)) instead of their position in `\(collection)` (`\(source)`): when elements are inserted, removed or moved, animations and row state (@State, focus, text being edited) follow the elements, not the positions; the `id`s must be unique within `\(collection)` (a duplicate id makes two rows one identity)",
        ]
        if let clause = idClause() { parts.append(clause) }
        if !reads.isEmpty {
            let shown = element == "_" ? "" : " as `\(element)`"
            parts.append("the content reads the element\(shown) where it read `\(collection)[\(loop.index ?? "_")]` (\(reads.map { context.position(of: $0).description }.joined(separator: ", ")))")
        }
        let deferred = reads.filter { Ancestors.innermostClosure(around: $0)?.id != loop.content.id }
        if !deferred.isEmpty {
            parts.append("in the nested closure\(deferred.count == 1 ? "" : "s") at \(deferred.map { context.position(of: $0).description }.joined(separator: ", ")) `\(element)` is the element the row was built with: a closure that runs later (an action) no longer looks `\(collection)[\(loop.index ?? "_")]` up when it runs")
        }
        if !loop.call.arguments.contains(where: { $0.label?.text == "id" }) {
            parts.append("without `id:` this was ForEach's initializer for a constant range, which does not add or remove rows when `\(collection)` changes its count; now the rows follow `\(collection)`")
        }
        if source.contains("...") {
            parts.append("an empty `\(collection)` no longer traps (`0...-1` is not a valid range)")
        }
        return parts.joined(separator: "; ")
    }

    /// What the element type's own `id` declaration says about the new identity.
    private func idClause() -> String? {
        let properties = context.index.types(named: type).flatMap(\.properties).filter { $0.name == "id" && !$0.isStatic }
        guard properties.count == 1, let id = properties.first else { return nil }
        if id.isStored, let initial = id.initializer?.trimmingCharacters(in: .whitespaces), initial == "UUID()" || (initial == ".init()" && id.type == "UUID") {
            return "`\(type).id` is a new `\(initial)` for every `\(type)` made (\(id.location)): where `\(loop.collectionText)` is rebuilt from new values, each row gets a new identity and is replaced (its state reset, with insertion and removal animations) instead of updated in place"
        }
        if !id.isStored {
            return "`\(type).id` is computed (\(id.location)): a row keeps its identity only while that value stays the same"
        }
        return nil
    }
}
