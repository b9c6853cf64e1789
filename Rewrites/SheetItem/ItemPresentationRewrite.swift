import ModernizeCore
import SwiftSyntax

/// The review rewrite of the common shape: `@State private var flag = false` and
/// `@State private var selection: Item?` of a view struct, `.sheet(isPresented: $flag) { if let
/// item = selection { body } }`, the flag set to true only right next to a write of the
/// selection and otherwise only set to false ->
/// `.sheet(item: $selection) { item in body }`, the flag's declaration and its `= true`
/// statements removed, its `= false` statements turned into `selection = nil`. Nil (the finding
/// stays) when anything is not proved: the selection's type Identifiable (the index), the flag
/// used nowhere else (no read, no binding, no toggle, no `_flag`), every non-nil write of the
/// selection paired with the flag, every nil write of it part of a dismissal, the content
/// exactly the `if let` (no `else`), the layout (each removed statement alone on its line or
/// beside its pair, no comment in removed text), and no `#if` inside the view around the parts.
struct ItemPresentationRewrite {
    let context: RuleContext
    let presentation: FlagPresentation
    let assignments: FlagAssignments
    let name: TokenSyntax

    func site() -> Site? {
        let selection = presentation.selection
        let flag = presentation.flag
        guard case .ifLet(let ifExpression, let bound) = presentation.read, ifExpression.elseBody == nil,
              let condition = ifExpression.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              condition.bindingSpecifier.tokenKind == .keyword(.let), condition.typeAnnotation == nil,
              let ownerName = Ancestors.enclosingTypeName(of: presentation.call),
              presentation.owner.contains(where: { $0.is(StructDeclSyntax.self) }),
              presentation.owner.allSatisfy({ $0.is(StructDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) }),
              context.index.declaration(of: "Identifiable") == nil,
              ["State", "Identifiable"].allSatisfy({ context.index.types(named: $0).isEmpty }),
              let selectionDeclaration = stateDeclaration(of: selection), let flagDeclaration = stateDeclaration(of: flag) else { return nil }
        // The selection: `@State private var selection: Item?` (nil at first), Item Identifiable.
        guard let selectionBinding = selectionDeclaration.bindings.first,
              let optional = selectionBinding.typeAnnotation?.type.as(OptionalTypeSyntax.self),
              selectionBinding.initializer.map({ $0.value.trimmedDescription == "nil" }) ?? true,
              let type = TypeRef(optional.wrappedType)?.nominalName,
              case .yes(let identifiableAt) = Conformance.of(type, to: "Identifiable", in: context.index) else { return nil }
        // The flag: `@State private var flag = false` (or `: Bool = false`).
        guard let flagBinding = flagDeclaration.bindings.first, flagBinding.initializer?.value.trimmedDescription == "false",
              flagBinding.typeAnnotation.map({ $0.type.trimmedDescription == "Bool" }) ?? true else { return nil }
        // Every use of the flag is a show or a hide of this view's own code; no other token spells it.
        guard assignments.otherUses.isEmpty, assignments.unpaired.isEmpty,
              onlyReferences(to: flag, declaredBy: flagBinding, allowing: []),
              !presentation.owner.contains(where: { group in group.memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.text == "_" + flag || $0.text == "_" + selection || $0.text == "$" + selection } })
        else { return nil }
        for use in assignments.shows + assignments.hides {
            guard Ancestors.enclosingTypeName(of: use) == ownerName, !insideIfConfig(use) else { return nil }
        }
        guard !insideIfConfig(presentation.call), !insideIfConfig(flagDeclaration), !insideIfConfig(selectionDeclaration) else { return nil }

        var edits: [SourceEdit] = []
        var pairedWrites: [SyntaxIdentifier] = []
        var values: [ExprSyntax] = []
        var writes: [String] = []
        // `selection = x` next to `flag = true`: the flag's statement goes.
        for show in assignments.shows {
            guard FlagAssignments.assignedValue(to: ExprSyntax(show)!) == "true", let item = statement(of: show) else { return nil }
            let neighbours = siblings(of: item)
            guard let pair = [neighbours.before, neighbours.after].compactMap({ $0 }).first(where: { write(in: $0, of: selection).map { $0.value.trimmedDescription != "nil" } ?? false }),
                  let written = write(in: pair, of: selection),
                  let edit = removal(of: item, beside: pair) else { return nil }
            pairedWrites.append(written.target.id)
            values.append(written.value)
            writes.append("\(context.position(of: written.target))")
            edits.append(edit)
        }
        // `flag = false`: `selection = nil` instead (or nothing, next to `selection = nil`).
        var clearing: [SyntaxIdentifier] = []
        var hidePositions: [String] = []
        var removedHides: [String] = []
        for hide in assignments.hides {
            guard let item = statement(of: hide), let sequence = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
                  !InnerComments.inside(sequence) else { return nil }
            hidePositions.append("\(context.position(of: hide))")
            let neighbours = siblings(of: item)
            if let pair = [neighbours.before, neighbours.after].compactMap({ $0 }).first(where: { write(in: $0, of: selection)?.value.trimmedDescription == "nil" }),
               let written = write(in: pair, of: selection) {
                guard let edit = removal(of: item, beside: pair) else { return nil }
                hidePositions.removeLast()
                removedHides.append("\(context.position(of: hide))")
                clearing.append(written.target.id)
                edits.append(edit)
            } else {
                let spelled = hide.trimmedDescription.hasPrefix("self.") || bindsName(selection, around: hide) ? "self." + selection : selection
                edits.append(SourceEdit(range: sequence.positionAfterSkippingLeadingTrivia..<sequence.endPositionBeforeTrailingTrivia, replacement: "\(spelled) = nil"))
            }
        }
        // Every write of the selection is one of those; reads outside the sheet are listed.
        var readsAfter: [String] = []
        for group in presentation.owner {
            for token in group.memberBlock.tokens(viewMode: .sourceAccurate) where token.hasText(selection) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { continue }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { continue }
                let expression = Self.withSelf(ExprSyntax(reference))
                if expression.parent?.is(InOutExprSyntax.self) == true { return nil }
                if let list = expression.parent?.as(ExprListSyntax.self), list.first?.id == expression.id, list.count >= 2,
                   Array(list)[1].is(AssignmentExprSyntax.self) || Array(list)[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
                    if pairedWrites.contains(expression.id) || clearing.contains(expression.id) { continue }
                    let inOnDismiss = presentation.onDismiss.map { expression.position >= $0.position && expression.endPosition <= $0.endPosition } ?? false
                    if inOnDismiss && FlagAssignments.assignedValue(to: expression) == "nil" { continue }
                    return nil
                }
                if expression.position >= presentation.content.position && expression.endPosition <= presentation.content.endPosition {
                    // The content reads it only in the `if let`'s condition (`if let selection` binds
                    // a local of that name, which its body reads).
                    let local = bound == selection && expression.position >= ifExpression.body.position && expression.endPosition <= ifExpression.body.endPosition
                    guard condition.initializer?.value.id == expression.id || local else { return nil }
                    continue
                }
                readsAfter.append("\(context.position(of: expression))")
            }
        }
        guard let content = contentEdits(ifExpression, parameter: bound), let argument = argumentEdit() else { return nil }
        guard let declarationRemoval = removal(ofLinesOf: flagDeclaration) else { return nil }
        edits += [argument, declarationRemoval]
        // A removed line inside the content needs no dedent; any other overlap is no rewrite.
        if content.count == 1 {
            edits += content
        } else {
            let dedents = content.dropFirst().dropLast().filter { dedent in !edits.contains { $0.range.overlaps(dedent.range) } }
            edits += [content[0]] + dedents + [content[content.count - 1]]
        }
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.range.upperBound > later.range.lowerBound { return nil }
        return .review(at: name, edits, because: note(type: type, identifiableAt: identifiableAt, bound: bound, writes: writes, values: values, hides: hidePositions, removedHides: removedHides, reads: readsAfter))
    }

    private func note(type: String, identifiableAt: String, bound: String, writes: [String], values: [ExprSyntax], hides: [String], removedHides: [String], reads: [String]) -> String {
        let selection = presentation.selection
        let flag = presentation.flag
        let modifier = ".\(name.text)"
        var parts = [
            "\(modifier)(item: $\(selection)) replaces `\(flag)`: the \(name.text == "sheet" ? "sheet" : "cover") is now shown whenever `\(selection)` is non-nil, so setting `\(selection)` alone presents it (the code sets it at \(writes.joined(separator: ", ")), where `\(flag) = true` is removed)",
            "the declaration of `\(flag)` is removed",
            "dismissing it sets `\(selection)` to nil, where the flag version left the last selection in place",
            "`\(type)` is Identifiable (\(identifiableAt)): if `\(selection)` changes to a value with another `id` while it is up, SwiftUI dismisses it and presents it again for the new value",
            "the content receives the value as `\(bound)` and the `if let` goes away",
        ]
        let maybeNil = values.filter { value in
            if case .optional? = context.types.type(of: value).type { return true }
            return context.types.type(of: value).type == nil
        }
        if !maybeNil.isEmpty {
            parts.append("if the value set at \(maybeNil.map { "\(context.position(of: $0))" }.joined(separator: ", ")) is nil, nothing is presented (the flag version presented an empty \(name.text == "sheet" ? "sheet" : "cover"))")
        }
        if !hides.isEmpty {
            parts.append("where `\(flag)` was set to false (\(hides.joined(separator: ", "))) `\(selection)` is set to nil instead")
        }
        if !removedHides.isEmpty {
            parts.append("`\(flag) = false` at \(removedHides.joined(separator: ", ")) is removed (`\(selection)` is set to nil beside it)")
        }
        if !reads.isEmpty {
            parts.append("`\(selection)` is also read at \(reads.joined(separator: ", ")): after a dismissal it is nil there, no longer the last selection")
        }
        if let onDismiss = presentation.onDismiss {
            if SyntaxSearch.first(DeclReferenceExprSyntax.self, in: onDismiss, where: { $0.baseName.text == selection }) != nil {
                parts.append("`onDismiss` (kept as is) runs after `\(selection)` was set to nil")
            } else {
                parts.append("`onDismiss` is kept as is")
            }
        }
        return parts.joined(separator: "; ")
    }

    // MARK: - Declarations and uses

    /// `@State private var name ...`, one binding, declared once among the view's members.
    private func stateDeclaration(of name: String) -> VariableDeclSyntax? {
        var found: [VariableDeclSyntax] = []
        for group in presentation.owner {
            for member in group.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
                found.append(variable)
            }
        }
        guard found.count == 1, let variable = found.first, variable.bindings.count == 1, variable.bindings.first?.accessorBlock == nil,
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.attributes.count == 1, let attribute = variable.attributes.first?.as(AttributeSyntax.self),
              attribute.attributeName.trimmedDescription == "State", attribute.arguments == nil,
              variable.modifiers.count == 1, variable.modifiers.first?.name.tokenKind == .keyword(.private) else { return nil }
        return variable
    }

    /// Every token spelling `name` in the view is the declaration's, a reference to the
    /// property (`name`, `self.name`) or the presentation's binding.
    private func onlyReferences(to name: String, declaredBy binding: PatternBindingSyntax, allowing: [SyntaxIdentifier]) -> Bool {
        for group in presentation.owner {
            for token in group.memberBlock.tokens(viewMode: .sourceAccurate) where token.hasText(name) || token.hasText("$" + name) {
                if token.parent?.id == binding.pattern.id { continue }
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { return false }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { return false }
            }
        }
        return true
    }

    /// Inside `#if` within the view (a `#if` around the whole view is fine).
    private func insideIfConfig(_ node: some SyntaxProtocol) -> Bool {
        for ancestor in Ancestors.all(above: node) {
            if presentation.owner.contains(where: { Syntax($0).id == ancestor.id }) { return false }
            if ancestor.is(IfConfigDeclSyntax.self) { return true }
        }
        return true
    }

    /// A closure parameter or local of the member around `node` named `name`.
    private func bindsName(_ name: String, around node: some SyntaxProtocol) -> Bool {
        guard let member = Ancestors.all(above: node).first(where: { $0.parent?.is(MemberBlockItemSyntax.self) == true }) else { return true }
        if SyntaxSearch.contains(IdentifierPatternSyntax.self, in: member, where: { $0.identifier.text == name }) { return true }
        return SyntaxSearch.contains(ClosureShorthandParameterSyntax.self, in: member, where: { $0.name.text == name })
            || SyntaxSearch.contains(ClosureParameterSyntax.self, in: member, where: { ($0.secondName ?? $0.firstName).text == name })
    }

    // MARK: - Statements

    /// The statement `flag = true` of a reference to the flag.
    private func statement(of use: Syntax) -> CodeBlockItemSyntax? {
        guard let list = use.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        let item = sequence.parent?.as(CodeBlockItemSyntax.self) ?? sequence.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
        guard let item, item.parent?.is(CodeBlockItemListSyntax.self) == true else { return nil }
        return item
    }

    private func siblings(of item: CodeBlockItemSyntax) -> (before: CodeBlockItemSyntax?, after: CodeBlockItemSyntax?) {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return (nil, nil) }
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return (nil, nil) }
        return (index > 0 ? items[index - 1] : nil, index + 1 < items.count ? items[index + 1] : nil)
    }

    /// `selection = value` (or `self.selection = value`) as the statement `item`.
    private func write(in item: CodeBlockItemSyntax, of property: String) -> (target: ExprSyntax, value: ExprSyntax)? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), FlagPresentation.propertyName(elements[0]) == property else { return nil }
        return (elements[0], elements[2])
    }

    /// Removes `item`: its whole line when it is alone there, else (on one line with `pair`)
    /// the text between the two.
    private func removal(of item: CodeBlockItemSyntax, beside pair: CodeBlockItemSyntax) -> SourceEdit? {
        guard !InnerComments.inside(item), !item.trailingTrivia.contains(where: \.isComment) else { return nil }
        if let lines = removal(ofLinesOf: item) { return lines }
        let lines = context.parsed.lines
        guard lines.lineIndex(of: item.positionAfterSkippingLeadingTrivia.utf8Offset) == lines.lineIndex(of: pair.positionAfterSkippingLeadingTrivia.utf8Offset) else { return nil }
        if pair.position < item.position {
            // `pair; item` -> `pair`: from the pair's semicolon (or end) to the item's end.
            let start = pair.semicolon?.positionAfterSkippingLeadingTrivia ?? pair.endPositionBeforeTrailingTrivia
            guard !text(from: start, to: item.positionAfterSkippingLeadingTrivia).contains("/") else { return nil }
            return SourceEdit(range: start..<item.endPositionBeforeTrailingTrivia, replacement: "")
        }
        guard item.semicolon != nil, !text(from: item.endPositionBeforeTrailingTrivia, to: pair.positionAfterSkippingLeadingTrivia).contains("/") else { return nil }
        return SourceEdit(range: item.positionAfterSkippingLeadingTrivia..<pair.positionAfterSkippingLeadingTrivia, replacement: "")
    }

    /// The lines of `node` with their line break, when nothing else is on them, no comment
    /// sits in or right after it and none right above it (a comment about the removed code).
    private func removal(ofLinesOf node: some SyntaxProtocol) -> SourceEdit? {
        let bytes = context.parsed.lines.bytes
        let lines = context.parsed.lines
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = lines.startOfLine(containing: start)
        guard bytes[lineStart..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), !InnerComments.inside(node) else { return nil }
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard end < bytes.count else { return nil }
        if bytes[end] == UInt8(ascii: "\r") {
            end += 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        } else if bytes[end] == UInt8(ascii: "\n") {
            end += 1
        } else { return nil }
        let index = lines.lineIndex(of: start)
        if index > 0 {
            let above = lines.trimmedText(ofLineContaining: lines.lineStarts[index - 1])
            if (above.hasPrefix("//") && !above.hasPrefix("// MARK")) || above.hasSuffix("*/") { return nil }
        }
        return SourceEdit(range: AbsolutePosition(utf8Offset: lineStart)..<AbsolutePosition(utf8Offset: end), replacement: "")
    }

    // MARK: - The presentation

    /// `isPresented: $flag` -> `item: $selection`.
    private func argumentEdit() -> SourceEdit? {
        guard let argument = presentation.call.arguments.first(where: { $0.label?.text == "isPresented" }), let label = argument.label,
              !InnerComments.inside(argument.expression), !label.trailingTrivia.contains(where: \.isComment),
              !(argument.colon?.trailingTrivia.contains(where: \.isComment) ?? false),
              !argument.expression.leadingTrivia.contains(where: \.isComment) else { return nil }
        let prefix = argument.expression.trimmedDescription.hasPrefix("self.") ? "self." : ""
        return SourceEdit(range: label.positionAfterSkippingLeadingTrivia..<argument.expression.endPositionBeforeTrailingTrivia,
                          replacement: "item: \(prefix)$\(presentation.selection)")
    }

    /// `{ if let x = selection { body } }` -> `{ x in body }`, the body one level out.
    private func contentEdits(_ ifExpression: IfExprSyntax, parameter: String) -> [SourceEdit]? {
        let closure = presentation.content
        let body = ifExpression.body
        guard let first = body.statements.first, let last = body.statements.last,
              !InnerComments.inside(ifExpression.conditions), !body.leftBrace.trailingTrivia.contains(where: \.isComment),
              !SyntaxSearch.contains(StringLiteralExprSyntax.self, in: body, where: { $0.openingQuote.tokenKind == .multilineStringQuote })
        else { return nil }
        let before = text(from: closure.leftBrace.endPositionBeforeTrailingTrivia, to: ifExpression.positionAfterSkippingLeadingTrivia)
        let after = text(from: body.rightBrace.endPositionBeforeTrailingTrivia, to: closure.rightBrace.positionAfterSkippingLeadingTrivia)
        let blank: (String) -> Bool = { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" } }
        guard blank(before), blank(after), blank(text(from: last.endPositionBeforeTrailingTrivia, to: body.rightBrace.positionAfterSkippingLeadingTrivia)),
              blank(text(from: body.leftBrace.endPositionBeforeTrailingTrivia, to: first.positionAfterSkippingLeadingTrivia)) else { return nil }
        let whole = text(from: closure.leftBrace.positionAfterSkippingLeadingTrivia, to: closure.rightBrace.endPositionBeforeTrailingTrivia)
        let isBreak: (Character) -> Bool = { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        if !whole.contains(where: isBreak) {
            // One line: `{ if let x = s { B } }` -> `{ x in B }`.
            guard !InnerComments.inside(body.statements) else { return nil }
            let inner = text(from: first.positionAfterSkippingLeadingTrivia, to: last.endPositionBeforeTrailingTrivia)
            return [SourceEdit(range: closure.leftBrace.endPositionBeforeTrailingTrivia..<closure.rightBrace.positionAfterSkippingLeadingTrivia,
                               replacement: " \(parameter) in \(inner) ")]
        }
        // Lines: the `if` alone on its line one level in, the body a level further, the two
        // closing braces on lines of their own.
        let lines = context.parsed.lines
        let outer = context.indentation(of: closure.rightBrace)
        let inner = context.indentation(of: ifExpression)
        let ifLine = lines.lineIndex(of: ifExpression.positionAfterSkippingLeadingTrivia.utf8Offset)
        let innerClose = lines.lineIndex(of: body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        let outerClose = lines.lineIndex(of: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        guard inner.hasPrefix(outer), inner.count > outer.count,
              lines.lineIndex(of: closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset) < ifLine,
              lines.lineIndex(of: body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset) == ifLine,
              lines.lineIndex(of: first.positionAfterSkippingLeadingTrivia.utf8Offset) > ifLine,
              lines.lineIndex(of: last.endPositionBeforeTrailingTrivia.utf8Offset) < innerClose, innerClose + 1 == outerClose,
              context.indentation(of: body.rightBrace) == inner else { return nil }
        var edits = [SourceEdit(range: closure.leftBrace.endPositionBeforeTrailingTrivia..<body.leftBrace.endPositionBeforeTrailingTrivia, replacement: " \(parameter) in")]
        let cut = inner.utf8.count - outer.utf8.count
        for line in (ifLine + 1)..<innerClose {
            let start = lines.lineStarts[line]
            let indentation = lines.indentation(ofLineContaining: start)
            if indentation.utf8.count >= inner.utf8.count {
                guard indentation.hasPrefix(inner) else { return nil }
                edits.append(SourceEdit(range: AbsolutePosition(utf8Offset: start + outer.utf8.count)..<AbsolutePosition(utf8Offset: start + outer.utf8.count + cut), replacement: ""))
            } else {
                // Only a blank line may be less indented.
                guard lines.trimmedText(ofLineContaining: start).isEmpty else { return nil }
            }
        }
        // The inner `}` line goes with the line break before it.
        let innerStart = lines.lineStarts[innerClose]
        var breakStart = innerStart - 1
        if breakStart > 0, lines.bytes[breakStart] == UInt8(ascii: "\n"), lines.bytes[breakStart - 1] == UInt8(ascii: "\r") { breakStart -= 1 }
        edits.append(SourceEdit(range: AbsolutePosition(utf8Offset: breakStart)..<body.rightBrace.endPositionBeforeTrailingTrivia, replacement: ""))
        return edits
    }

    // MARK: - Text

    private func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        RegionText.text(context, from: start, to: end)
    }

    private static func withSelf(_ reference: ExprSyntax) -> ExprSyntax {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return ExprSyntax(member)
        }
        return reference
    }
}
