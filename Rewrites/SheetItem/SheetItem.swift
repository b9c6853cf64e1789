import ModernizeCore
import SwiftSyntax

/// `.sheet(isPresented: $flag) { if let item = selection { Editor(item) } }`, where the code
/// setting the flag also sets `selection` -> `.sheet(item: $selection) { item in Editor(item) }`
/// (and `.fullScreenCover` alike).
///
/// A review rewrite (ItemPresentationRewrite) for the common shape: `@State private var flag =
/// false` and `@State private var selection: Item?` (nil at first) of a view struct, the
/// content exactly `if let` of the selection (no `else`), `Item` Identifiable in the project
/// index, every `flag = true` a statement right next to `selection = value`, every `flag =
/// false` a dismissal (it becomes `selection = nil`, or goes where `selection = nil` is beside
/// it), the flag read nowhere else and the selection written nowhere else (a nil write only
/// beside a dismissal or in `onDismiss:`, which is kept as is). The flag's declaration and its
/// `= true` statements go. The note says that setting the selection alone now presents, that
/// dismissal clears it (and where the code reads it after), and that a new `id` while up
/// dismisses and presents again.
///
/// Every other site is a finding with the presentation to write, built from the content; the
/// message says whether the selection's type is Identifiable (the project index), which
/// assignments of the flag go away, and what the change drops (an `else` branch, an
/// `onDismiss` reading the selection, other reads and bindings of the flag). Plain Bool sheets,
/// sheets whose content reads no optional property of the view, and flags set where the
/// selection is not are not sites.
public struct SheetItem: Codemod {
    public let description = RuleDescription(
        id: "sheet-item",
        legacy: ".sheet(isPresented: $flag) { if let item = selection { Editor(item) } } (flag and selection set together)",
        modern: ".sheet(item: $selection) { item in Editor(item) }",
        // Apple's documentation lists sheet(item:onDismiss:content:) from iOS 13.0; the
        // fullScreenCover(isPresented:) sites are iOS 14 code already.
        since: IOSVersion(13),
        rationale: "A Boolean and a separate selection can disagree (the sheet shows before the selection is set, or shows a stale one); an item-driven sheet presents exactly the selected model and clears it on dismissal.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "flag-and-selection",
                before: """
                    import SwiftUI

                    struct Recipe: Identifiable {
                        let id: Int
                        var name: String
                    }

                    struct RecipesView: View {
                        let recipes: [Recipe]
                        @State private var showEditor = false
                        @State private var editing: Recipe?

                        var body: some View {
                            List(recipes) { recipe in
                                Button(recipe.name) {
                                    editing = recipe
                                    showEditor = true
                                }
                            }
                            .sheet(isPresented: $showEditor) {
                                if let recipe = editing {
                                    Text(recipe.name)
                                }
                            }
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct Recipe: Identifiable {
                        let id: Int
                        var name: String
                    }

                    struct RecipesView: View {
                        let recipes: [Recipe]
                        @State private var editing: Recipe?

                        var body: some View {
                            List(recipes) { recipe in
                                Button(recipe.name) {
                                    editing = recipe
                                }
                            }
                            .sheet(item: $editing) { recipe in
                                Text(recipe.name)
                            }
                        }
                    }
                    """,
                findings: ["review: .sheet(item: $editing) replaces `showEditor`"]),
            RuleExample(
                "selection-not-identifiable",
                before: """
                    import SwiftUI

                    struct Recipe {
                        var name: String
                    }

                    struct RecipesView: View {
                        let recipes: [Recipe]
                        @State private var showEditor = false
                        @State private var editing: Recipe?

                        var body: some View {
                            Button("First") {
                                editing = recipes.first
                                showEditor = true
                            }
                            .sheet(isPresented: $showEditor) {
                                if let recipe = editing {
                                    Text(recipe.name)
                                }
                            }
                        }
                    }
                    """,
                findings: [".sheet(isPresented: $showEditor) shows `editing`"]),
        ])

    public let triggers = ["sheet(isPresented", "fullScreenCover(isPresented"]

    /// Selection types declare Identifiable in files of their own; a project `sheet` function
    /// would make the call not SwiftUI's.
    public let indexInterest = IndexInterest(triggers: ["Identifiable", "func sheet", "func fullScreenCover"])

    public init() {}

    static let labels = [["isPresented"], ["isPresented", "onDismiss"], ["isPresented", "content"], ["isPresented", "onDismiss", "content"]]

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for modifier in Self.modifiers {
            output.append(contentsOf: modifier.sites(in: context, isSite: { Self.presentation($0, in: context.tree) != nil }) { call, token in
                let presentation = Self.presentation(call, in: context.tree)!
                let assignments = FlagAssignments(presentation)
                if let site = ItemPresentationRewrite(context: context, presentation: presentation, assignments: assignments, name: token).site() { return site }
                return ItemPresentationSuggestion(context: context, presentation: presentation, assignments: assignments, name: token).site()
            }.sites)
        }
        return DeploymentGate.apply(output, context, description)
    }

    /// Every site is a presentation of this row's pattern, told by its syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        Self.modifiers.contains { $0.couldHoldSites(in: parsed.tree, isSite: { Self.presentation($0, in: parsed.tree) != nil }) }
    }

    private static let modifiers = ["sheet", "fullScreenCover"].map { name in
        SwiftUIModifier(
            name: name, labels: labels, ownDeclaration: "\(name)(isPresented:onDismiss:content:)",
            advice: "if it is SwiftUI's, present with .\(name)(item:) when the content shows a selection", trailingClosures: true,
            declarationLabels: [["isPresented", "onDismiss", "content"], ["isPresented", "content"]])
    }

    /// The call's presentation when it is this row's pattern: content reading an optional
    /// property, and every place setting the flag also setting that property.
    private static func presentation(_ call: FunctionCallExprSyntax, in tree: SourceFileSyntax) -> FlagPresentation? {
        guard let presentation = FlagPresentation(call, in: tree) else { return nil }
        let assignments = FlagAssignments(presentation)
        return !assignments.shows.isEmpty && assignments.unpaired.isEmpty ? presentation : nil
    }
}
