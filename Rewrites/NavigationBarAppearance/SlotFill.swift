import ModernizeCore
import SwiftSyntax

/// Appearance code that gives one navigation bar the same object in `standardAppearance` and
/// `scrollEdgeAppearance` and nothing in the compact slots: the compact slots get it too,
/// inserted after the later of the two assignments.
struct SlotFill {
    let context: RuleContext
    /// Where the module sets a navigation item's appearance (`navigationItem.standardAppearance = ...`).
    let itemAppearance: String?

    struct Assignment {
        let statement: CodeBlockItemSyntax
        let receiver: ExprSyntax
        let slot: String
        let value: ExprSyntax
    }

    func sites() -> [Site] {
        SyntaxSearch.all(CodeBlockItemListSyntax.self, in: context.tree).compactMap(site(in:))
    }

    private func site(in list: CodeBlockItemListSyntax) -> Site? {
        let assignments = list.compactMap(Self.assignment)
        guard let standard = assignments.first(where: { $0.slot == "standardAppearance" }),
              BarKind.of(standard.receiver, at: standard.statement, context: context) == .navigationBar,
              standard.value.is(DeclReferenceExprSyntax.self) || standard.value.is(MemberAccessExprSyntax.self) else { return nil }
        let key = StylingLine.key(standard.receiver)
        let onBar = assignments.filter { StylingLine.key($0.receiver) == key }
        guard let scrollEdge = onBar.first(where: { $0.slot == "scrollEdgeAppearance" }),
              StylingLine.key(scrollEdge.value) == StylingLine.key(standard.value),
              let scope = Ancestors.enclosingScope(of: standard.statement), !assignsCompactSlot(in: scope) else { return nil }
        let value = standard.value.trimmedDescription
        let receiver = standard.receiver.trimmedDescription
        if let itemAppearance {
            return context.finding(
                at: standard.statement,
                "`\(receiver)` gets `\(value)` as standard and scroll-edge appearance but nothing for compact-height bars; not filled because the module sets navigation item appearances (\(itemAppearance)): an empty bar compact slot falls back to the top item's appearance, so filling it would change those screens. Set the compact slots where each screen's look is decided",
                suggestion: "\(receiver).compactAppearance = \(value)\nif #available(iOS 15, *) {\n    \(receiver).compactScrollEdgeAppearance = \(value)\n}")
        }
        let later = standard.statement.position > scrollEdge.statement.position ? standard.statement : scrollEdge.statement
        let indent = context.indentation(of: later)
        let unit = context.indentStyle.unit
        var lines = ["\(receiver).compactAppearance = \(value)"]
        let compactScrollEdge = "\(receiver).compactScrollEdgeAppearance = \(value)"
        if context.options.minimumIOS < IOSVersion(15) {
            lines += ["if #available(iOS 15, *) {", unit + compactScrollEdge, "}"]
        } else {
            lines.append(compactScrollEdge)
        }
        let end = later.endPositionBeforeTrailingTrivia.advanced(by: TriviaLines.sameLineLength(later.trailingTrivia))
        let insertion = lines.map { context.newline + indent + $0 }.joined()
        return .review(
            at: standard.statement, [SourceEdit(range: end..<end, replacement: insertion)],
            because: "compact-height bars (iPhone landscape) now use `\(value)` from the bar's own compact slots instead of UIKit's fallback to standardAppearance and scrollEdgeAppearance; the module sets no navigation item appearance, so they should look the same, but check landscape screens")
    }

    private static func assignment(_ item: CodeBlockItemSyntax) -> Assignment? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
              AppearanceSlots.all.contains(member.declName.baseName.text) else { return nil }
        return Assignment(statement: item, receiver: base, slot: member.declName.baseName.text, value: elements[2])
    }

    private func assignsCompactSlot(in scope: Syntax) -> Bool {
        SyntaxSearch.contains(MemberAccessExprSyntax.self, in: scope) {
            ["compactAppearance", "compactScrollEdgeAppearance"].contains($0.declName.baseName.text) && Assignments.isAssigned($0)
        }
    }

    /// The first place the project (or this file) writes a navigation item's appearance slot.
    static func itemAppearance(in context: RuleContext) -> String? {
        let isItem: @Sendable (String) -> Bool = { $0.lowercased().hasSuffix("navigationitem") || $0.hasSuffix("navItem") }
        // The same for every file: computed once per index, not per site.
        let index = context.index
        let inModule = index.memo.value("navigation-bar-appearance.item-appearance") { () -> String? in
            let uses = index.functionsByName.values.joined().flatMap(\.uses)
                .filter { $0.isWrite && AppearanceSlots.all.contains($0.name) && isItem($0.receiver) }
                .sorted { ($0.location.path, $0.location.position.line) < ($1.location.path, $1.location.position.line) }
            return uses.first.map { use in
                "`\(use.receiver).\(use.name)` at \(use.location.path.split(separator: "/").last ?? ""):\(use.location.position.line)"
            }
        }
        if let inModule { return inModule }
        let local = SyntaxSearch.first(MemberAccessExprSyntax.self, in: context.tree) {
            AppearanceSlots.all.contains($0.declName.baseName.text) && Assignments.isAssigned($0)
                && $0.base.map { isItem(StylingLine.key($0)) } == true
        }
        return local.map { "`\($0.trimmedDescription)` at line \(context.position(of: $0).line)" }
    }
}
