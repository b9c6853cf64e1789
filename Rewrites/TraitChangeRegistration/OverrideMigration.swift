import ModernizeCore
import SwiftSyntax

/// Migrates one `traitCollectionDidChange` override, or explains why not.
struct OverrideMigration {

    let context: RuleContext
    let globals: Set<String>
    let bytes: SourceBytes

    init(context: RuleContext, globals: Set<String>) {
        self.context = context
        self.globals = globals
        self.bytes = SourceBytes(context)
    }

    private var unit: String { context.indentStyle.unit }

    func migrate(_ override: FunctionDeclSyntax) -> Site {
        switch plan(override) {
        case .success(let site): return site
        case .failure(let problem):
            return context.finding(at: override, "traitCollectionDidChange not migrated: \(problem.reason)")
        }
    }

    private func plan(_ override: FunctionDeclSyntax) -> Result<Site, NotMovable> {
        let at = Syntax(override)
        guard let body = override.body, let parameter = override.signature.parameterClause.parameters.first else {
            return .failure(NotMovable(reason: "it has no body", node: at))
        }
        guard override.attributes.isEmpty else {
            return .failure(NotMovable(reason: "it has attributes (\(override.attributes.trimmedDescription))", node: at))
        }
        if let call = ExplicitCalls.first(reaching: override, in: context) {
            return .failure(NotMovable(
                reason: "traitCollectionDidChange is also called directly (\(call)); once the override is gone that call runs only UIKit's empty implementation, so call the handler's work there instead, then migrate",
                node: at))
        }
        let location: OverrideLocation
        switch OverrideLocation.find(override) {
        case .success(let found): location = found
        case .failure(let problem): return .failure(problem)
        }
        let previousName = (parameter.secondName ?? parameter.firstName).text
        let previous = previousName == "_" ? nil : previousName
        let analyzer = HandlerAnalyzer(matcher: TraitConditionMatcher(previous: previous ?? "\u{0}"))
        let owner = OwnerType(name: location.typeName, in: context.tree, index: context.index)

        let handlers: [PlannedHandler]
        switch analyzer.analyze(body) {
        case .empty:
            return .success(context.finding(
                at: override, severity: .info,
                "traitCollectionDidChange only calls super: delete the override"))
        case .unconditional(let statement):
            return .success(unconditionalFinding(override, body: body, statement: statement, owner: owner, previous: previous))
        case .handlers(let planned):
            handlers = planned
        }
        if handlers.count > 1, handlers.contains(where: { handler in
            handler.statements.contains { SyntaxSearch.contains(ReturnStmtSyntax.self, in: $0, skipping: .closuresAndFunctions) }
        }) {
            return .failure(NotMovable(reason: "a `return` in one checked block would no longer skip the others once they are separate handlers", node: at))
        }

        let rewriter = HandlerBodyRewriter(previous: previous, globals: globals)
        var rendered: [RenderedHandler] = []
        for (index, handler) in handlers.enumerated() {
            let output: HandlerBodyRewriter.Output
            do { output = try rewriter.rewrite(handler.statements) } catch let problem as NotMovable { return .failure(problem) } catch {
                return .failure(NotMovable(reason: "\(error)", node: at))
            }
            let comments = (index == 0 ? Self.movedComments(of: location.commentedNode) : []) + handler.leadingComments
            rendered.append(RenderedHandler(
                traits: handler.traits, body: apply(output.edits, within: handler.region),
                parameter: output.usesPrevious ? previousName : "_", comments: comments))
        }

        let placement: RegistrationPlacement
        switch RegistrationPlacement.find(
            for: owner, override: override, overrideIsInClassBody: location.isInClassBody(of: owner),
            bytes: bytes, indentUnit: unit) {
        case .success(let found): placement = found
        case .failure(let problem): return .failure(problem)
        }

        let suggestion = registrationLines(rendered, indent: "", ifCondition: location.ifCondition).joined(separator: "\n")
        let edits = edits(for: placement, rendered: rendered, location: location)
        let setup = SetupWork(owner: location.typeName, tree: context.tree)
        if let missing = setup.firstCallNotAtSetup(in: handlers.flatMap(\.statements)) {
            return .success(Site(
                tier: .review, anchor: override.positionAfterSkippingLeadingTrivia, edits: edits,
                message: "the override also ran for the first trait collection (previousTraitCollection == nil), a registration runs only on later changes, and `\(missing)` does not also run \(setup.searchedPlaces); call it there too if it sets up how the view first looks (colours, borders, fonts), not if it is an action such as an animation",
                suggestion: suggestion))
        }
        return .success(Site(tier: .safe, anchor: override.positionAfterSkippingLeadingTrivia, edits: edits, suggestion: suggestion))
    }

    private func edits(for placement: RegistrationPlacement, rendered: [RenderedHandler], location: OverrideLocation) -> [SourceEdit] {
        // New methods replace the override itself, never an extension holding it.
        let removed = placement.isNewMethods ? location.commentedNode : location.removedNode
        let contentStart = Self.firstContentOffset(of: removed, in: bytes)
        let end = removed.endPositionBeforeTrailingTrivia.utf8Offset
        // A declaration always ends in a token (its `}`); files that do not parse are never rewritten.
        let lastToken = removed.lastToken(viewMode: .sourceAccurate)!
        var edits: [SourceEdit] = []
        switch placement {
        case .insertions(let sites):
            for site in sites {
                let lines = registrationLines(rendered, indent: site.indent, ifCondition: location.ifCondition)
                edits.append(edit(site.offset..<site.offset, lines.map { $0 + context.newline }.joined()))
            }
            let removal = bytes.wholeLinesWithOneBlankNeighbour(from: contentStart, through: lastToken) ?? (removed.positionAfterSkippingLeadingTrivia.utf8Offset..<end)
            edits.append(edit(removal, ""))
        case .newMethodsInClassBody(let methods, let offset, let indent):
            let lines = [""] + methodLines(methods, rendered: rendered, indent: indent, ifCondition: location.ifCondition)
            edits.append(edit(offset..<offset, lines.map { $0 + context.newline }.joined()))
            let removal = bytes.wholeLinesWithOneBlankNeighbour(from: contentStart, through: lastToken) ?? (removed.positionAfterSkippingLeadingTrivia.utf8Offset..<end)
            edits.append(edit(removal, ""))
        case .newMethods(let methods):
            let indent = bytes.indentation(ofLineAt: removed.positionAfterSkippingLeadingTrivia.utf8Offset)
            let lines = methodLines(methods, rendered: rendered, indent: indent, ifCondition: location.ifCondition)
            let start = bytes.lineStart(contentStart)
            if bytes.isBlank(start..<contentStart), TriviaLines.restOfLineIsBlankOrComment(after: lastToken) {
                edits.append(edit(start..<bytes.nextLineStart(end), lines.map { $0 + context.newline }.joined()))
            } else {
                let text = lines.joined(separator: context.newline).drop { $0 == " " || $0 == "\t" }
                edits.append(edit(removed.positionAfterSkippingLeadingTrivia.utf8Offset..<end, String(text)))
            }
        }
        return edits
    }

    /// `header { superCall; registrations }` for each method, separated by blank lines.
    private func methodLines(
        _ methods: [(header: String, superCall: String)], rendered: [RenderedHandler], indent: String, ifCondition: String?
    ) -> [String] {
        var lines: [String] = []
        for (index, method) in methods.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(indent + method.header + " {")
            lines.append(indent + unit + method.superCall)
            lines += registrationLines(rendered, indent: indent + unit, ifCondition: ifCondition)
            lines.append(indent + "}")
        }
        return lines
    }

    /// `registerForTraitChanges(...) { (self: Self, previous: UITraitCollection) in ... }`, one per
    /// handler, each line starting with `indent`; wrapped in the override's `#if` if it had one.
    func registrationLines(_ handlers: [RenderedHandler], indent: String, ifCondition: String?) -> [String] {
        var lines: [String] = []
        if let ifCondition { lines.append(indent + ifCondition) }
        for handler in handlers {
            lines.append(indent + "registerForTraitChanges(\(handler.traits)) { (self: Self, \(handler.parameter): UITraitCollection) in")
            lines += handler.comments.map { indent + unit + $0 }
            lines += LineBlock.reindented(handler.body, to: indent + unit)
            lines.append(indent + "}")
        }
        if ifCondition != nil { lines.append(indent + "#endif") }
        return lines
    }

    private func unconditionalFinding(
        _ override: FunctionDeclSyntax, body: CodeBlockSyntax, statement: CodeBlockItemSyntax, owner: OwnerType, previous: String?
    ) -> Site {
        let statements = Array(body.statements).filter { !HandlerAnalyzer.isSuperCall($0) }
        let region = (statements.first?.position ?? body.rightBrace.position)..<body.rightBrace.positionAfterSkippingLeadingTrivia
        let rewriter = HandlerBodyRewriter(previous: previous, globals: globals)
        let output = try? rewriter.rewrite(Array(statements))
        let handler = RenderedHandler(
            traits: "[<#traits#>]", body: apply(output?.edits ?? [], within: region),
            parameter: output?.usesPrevious == true ? (previous ?? "_") : "_", comments: [])
        let read = TraitReads.traits(readIn: statements)
        let hint = read.isEmpty ? "" : "; it reads \(read.joined(separator: ", ")) directly (code it calls may read more)"
        let line = context.position(of: statement).line
        return context.finding(
            at: override,
            "traitCollectionDidChange not migrated: line \(line) is not behind a plain trait comparison (previousTraitCollection?.X != traitCollection.X), so the traits to register cannot be inferred\(hint); register for the traits it needs \(RegistrationPlacement.description(for: owner.kind)) and delete the override",
            suggestion: registrationLines([handler], indent: "", ifCondition: nil).joined(separator: "\n"))
    }

    /// The original text of `region` with `edits` (offsets into the file) applied.
    private func apply(_ edits: [(range: Range<Int>, replacement: String)], within region: Range<AbsolutePosition>) -> String {
        var result = ""
        var cursor = region.lowerBound.utf8Offset
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= cursor && edit.range.upperBound <= region.upperBound.utf8Offset {
            result += bytes.text(cursor..<edit.range.lowerBound) + edit.replacement
            cursor = edit.range.upperBound
        }
        return result + bytes.text(cursor..<region.upperBound.utf8Offset)
    }

    private func edit(_ range: Range<Int>, _ replacement: String) -> SourceEdit {
        SourceEdit(range: AbsolutePosition(utf8Offset: range.lowerBound)..<AbsolutePosition(utf8Offset: range.upperBound), replacement: replacement)
    }

    /// The offset of a node's first comment or token (skipping only whitespace), after any
    /// `// MARK:` section comment, which stays where it is (issue 12, trait item 2).
    /// An extension that held only the override goes whole, with the section it headed.
    static func firstContentOffset(of node: Syntax, in bytes: SourceBytes) -> Int {
        let pieces = Array(node.leadingTrivia.pieces)
        let start = node.is(ExtensionDeclSyntax.self) ? 0 : sectionMarkerEnd(in: pieces)
        var offset = node.position.utf8Offset + pieces[..<start].reduce(0) { $0 + $1.sourceLength.utf8Length }
        for piece in pieces[start...] {
            if piece.isWhitespace { offset += piece.sourceLength.utf8Length } else { return offset }
        }
        return offset
    }

    /// The comments above the override that go into the handler: a `// MARK:` section comment
    /// (and what precedes it) heads the members that follow and stays in place.
    static func movedComments(of node: Syntax) -> [String] {
        let pieces = Array(node.leadingTrivia.pieces)
        return HandlerAnalyzer.comments(in: Array(pieces[sectionMarkerEnd(in: pieces)...]))
    }

    /// The index just past the last `// MARK` comment among the pieces (0 when there is none).
    static func sectionMarkerEnd(in pieces: [TriviaPiece]) -> Int {
        var end = 0
        for (index, piece) in pieces.enumerated() {
            if case .lineComment(let text) = piece, text.dropFirst(2).trimmingSpaces.hasPrefix("MARK") { end = index + 1 }
        }
        return end
    }
}
