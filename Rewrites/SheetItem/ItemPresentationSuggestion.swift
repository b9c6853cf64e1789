import ModernizeCore
import SwiftSyntax

/// The finding for a flag-driven sheet or full-screen cover that shows a selection: the
/// `item:` presentation to write, the Identifiable question, and what goes away.
struct ItemPresentationSuggestion {
    let context: RuleContext
    let presentation: FlagPresentation
    let assignments: FlagAssignments
    /// `sheet` or `fullScreenCover`.
    let name: TokenSyntax

    func site() -> Site {
        let selection = presentation.selection
        let modifier = name.text
        var notes = [identifiable()]
        var removed = "remove `\(presentation.flag)` and its assignments (\(positions(assignments.shows)))"
        if !assignments.hides.isEmpty {
            removed += "; where it is set to false (\(positions(assignments.hides))) set `\(selection) = nil` instead"
        }
        let bindings = assignments.otherUses.filter { $0.trimmedDescription.hasPrefix("$") || $0.trimmedDescription.hasPrefix("self.$") }
        let reads = assignments.otherUses.filter { use in !bindings.contains { $0.id == use.id } }
        if !reads.isEmpty {
            removed += "; it is also read at \(positions(reads)): test `\(selection) != nil` there"
        }
        if !bindings.isEmpty {
            removed += "; `$\(presentation.flag)` is passed on at \(positions(bindings)) (a presented view closing itself): give that view `@Environment(\\.dismiss)` instead, or a binding that sets `\(selection)` to nil"
        }
        notes.append(removed)
        if case .ifLet(let ifExpression, _) = presentation.read, let elseBody = ifExpression.elseBody {
            notes.append("the `else` branch (\(context.position(of: elseBody))) goes away: it showed when the flag was set without `\(selection)`, which .\(modifier)(item:) never presents")
        }
        if let onDismiss = presentation.onDismiss, let read = SyntaxSearch.first(DeclReferenceExprSyntax.self, in: onDismiss, where: { $0.baseName.text == selection }) {
            notes.append("`onDismiss` reads `\(selection)` (\(context.position(of: read))), which .\(modifier)(item:) has already set to nil by then: keep what it needs before dismissal")
        }
        let body = self.body()
        let message = ".\(modifier)(isPresented: $\(presentation.flag)) shows `\(selection)`, which the code sets together with the flag (\(positions(assignments.shows.map { pairedAssignment(near: $0) ?? $0 }))): .\(modifier)(item: $\(selection)) presents exactly while `\(selection)` is set and hands its value to the content, so the two cannot disagree (with a separate flag the content can be evaluated with a stale or nil `\(selection)`); "
            + notes.joined(separator: "; ")
            + (body == nil ? "; the content reads `\(selection)` in several ways: pass the closure's parameter wherever it reads `\(selection)`" : "")
        return context.finding(at: name, message, suggestion: body.map { suggestion(parameter: $0.parameter, lines: $0.lines) })
    }

    /// The closure's parameter and body lines, from the content's own code.
    private func body() -> (parameter: String, lines: [String])? {
        let indent = "    "
        switch presentation.read {
        case .ifLet(let ifExpression, let name):
            let lines = LineBlock.reindented(
                RegionText.text(context, from: ifExpression.body.leftBrace.endPositionBeforeTrailingTrivia, to: ifExpression.body.rightBrace.positionAfterSkippingLeadingTrivia),
                to: indent)
            return (name, lines)
        case .map(let call):
            if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
                if case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1 {
                    return (names.first!.name.text, RegionText.statements(of: closure, context, indent: indent))
                }
                guard closure.signature == nil else { return nil }
                let anonymous = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: closure.statements) {
                    $0.baseName.text == "$0" && Ancestors.innermostClosure(around: $0)?.id == closure.id
                }
                let parameter = presentation.selection
                return (parameter, RegionText.statements(of: closure, context, indent: indent, replacing: anonymous.map { (Syntax($0), parameter) }))
            }
            guard let function = call.arguments.first?.expression, call.arguments.count == 1,
                  let applied = Self.applied(function, to: presentation.selection) else { return nil }
            return (presentation.selection, [indent + applied])
        case .forceUnwraps(let unwraps):
            // The parameter takes the property's name, so `selection!` reads as `selection`.
            let replacements = unwraps.map { (Syntax($0), presentation.selection) }
            return (presentation.selection, RegionText.statements(of: presentation.content, context, indent: indent, replacing: replacements))
        case .other:
            return nil
        }
    }

    /// `F(x)` for a function reference `F`: `PhotoView.init(_:)` -> `PhotoView(x)`,
    /// `makeView(for:)` -> `makeView(for: x)`.
    static func applied(_ function: ExprSyntax, to argument: String) -> String? {
        let reference: DeclReferenceExprSyntax
        var base = ""
        if let member = function.as(MemberAccessExprSyntax.self), let memberBase = member.base {
            reference = member.declName
            base = memberBase.trimmedDescription
        } else if let plain = function.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else { return nil }
        let labels = reference.argumentNames?.arguments.map(\.name.text) ?? []
        guard labels.count <= 1 else { return nil }
        let label = labels.first.map { $0 == "_" ? "" : $0 + ": " } ?? ""
        let callee = reference.baseName.text == "init" ? base : (base.isEmpty ? "" : base + ".") + reference.baseName.text
        return "\(callee)(\(label)\(argument))"
    }

    private func suggestion(parameter: String, lines: [String]) -> String {
        var arguments = "item: $\(presentation.selection)"
        if let onDismiss = presentation.onDismiss { arguments += ", onDismiss: \(onDismiss.trimmedDescription)" }
        return (["." + name.text + "(\(arguments)) { \(parameter) in"] + lines + ["}"]).joined(separator: "\n")
    }

    /// Whether the selection's type is Identifiable, as far as the index shows.
    private func identifiable() -> String {
        let modifier = ".\(name.text)(item:)"
        guard let written = presentation.declaredType(of: presentation.selection), let type = TypeRef(written)?.nominalName else {
            return "\(modifier) needs the type of `\(presentation.selection)` to be Identifiable, which the tool cannot check here (its declaration says no type)"
        }
        switch Conformance.of(type, to: "Identifiable", in: context.index) {
        case .yes(let location): return "`\(type)` is Identifiable (\(location))"
        case .no(let location):
            return "\(modifier) needs `\(type)` (\(location)) to be Identifiable, which the tool does not see: conform it with a stable `id` first (an `id` that changes while the sheet is up replaces the sheet)"
        case .unknown:
            return "\(modifier) needs `\(type)` to be Identifiable, which the tool cannot check (it is not declared in the project files it read)"
        }
    }

    /// The assignment of the selection in the same closure or function as a show.
    private func pairedAssignment(near show: Syntax) -> Syntax? {
        guard let scope = Ancestors.enclosingScope(of: show) else { return nil }
        return SyntaxSearch.first(ExprListSyntax.self, in: scope) { list in
            let elements = Array(list)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self) && FlagPresentation.propertyName(elements[0]) == presentation.selection
        }.map(Syntax.init)
    }

    private func positions(_ nodes: [Syntax]) -> String {
        nodes.map { context.position(of: $0).description }.joined(separator: ", ")
    }
}
