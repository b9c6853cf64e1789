import ModernizeCore
import SwiftSyntax

/// `NavigationLink(destination: Detail(item: item)) { Row(item) }` (and the `label:`, title and
/// `NavigationLink { } label: { }` forms) -> `NavigationLink(value: item) { Row(item) }` plus
/// `.navigationDestination(for: Item.self) { item in Detail(item: item) }` on the stack's root.
/// Reported with both pieces of code, built from the link: the value is the destination's one
/// argument, its type the destination's property of that label (project index) or the
/// resolver's. The message says whether the type is Hashable and where the destination
/// modifier goes: the NavigationStack around the link in this file, a NavigationSplitView, a
/// NavigationView to migrate first, or none seen.
///
/// Review, in the common shape: a link in a `List` / `ForEach` row whose destination is built
/// from the row's element, of an array whose element type the index shows Hashable, inside a
/// `NavigationStack` (no `path:`) in the same function with one root view: the link pushes the
/// element and one `.navigationDestination(for:)` after the root's modifiers builds the
/// destination (links of one stack and type share it, when they build the same view). Every
/// other shape is the finding: a NavigationView or NavigationSplitView, no stack in the file,
/// an element type not proved Hashable, a destination reading a name bound between the root and
/// the link, an environment set around the link, another `.navigationDestination(for:)` of the
/// type, a root the modifier cannot follow (ForEach, Group, several views).
public struct NavigationLinkValue: Codemod {
    public let description = RuleDescription(
        id: "navigation-link-value",
        legacy: "NavigationLink(destination: Detail(item: item)) { Row }",
        modern: "NavigationLink(value: item) { Row } + .navigationDestination(for: Item.self) { Detail(item: $0) }",
        since: IOSVersion(16),
        rationale: "A value link defers building the destination until it is pushed and makes navigation data: the stack's path can be set, restored and deep-linked.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "destination-link-in-stack",
                before: """
                    import SwiftUI

                    struct Item: Hashable {
                        let name: String
                    }

                    struct ItemDetail: View {
                        let item: Item
                        var body: some View { Text(item.name) }
                    }

                    struct ItemsView: View {
                        let items: [Item]

                        var body: some View {
                            NavigationStack {
                                List(items, id: \\.name) { item in
                                    NavigationLink(destination: ItemDetail(item: item)) {
                                        Text(item.name)
                                    }
                                }
                            }
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct Item: Hashable {
                        let name: String
                    }

                    struct ItemDetail: View {
                        let item: Item
                        var body: some View { Text(item.name) }
                    }

                    struct ItemsView: View {
                        let items: [Item]

                        var body: some View {
                            NavigationStack {
                                List(items, id: \\.name) { item in
                                    NavigationLink(value: item) {
                                        Text(item.name)
                                    }
                                }
                                .navigationDestination(for: Item.self) { item in
                                    ItemDetail(item: item)
                                }
                            }
                        }
                    }
                    """,
                findings: ["review: the link at"]),
            RuleExample(
                "destination-link-without-stack",
                before: """
                    import SwiftUI

                    struct Item: Hashable {
                        let name: String
                    }

                    struct ItemDetail: View {
                        let item: Item
                        var body: some View { Text(item.name) }
                    }

                    struct ItemsList: View {
                        let items: [Item]

                        var body: some View {
                            List(items, id: \\.name) { item in
                                NavigationLink(destination: ItemDetail(item: item)) {
                                    Text(item.name)
                                }
                            }
                        }
                    }
                    """,
                findings: ["NavigationLink(destination:) builds its destination view"]),
        ])

    public let triggers = ["NavigationLink"]

    /// Value types declare Hashable, and destination views their properties, in files of their
    /// own; a project type named `NavigationLink` makes the call not SwiftUI's.
    /// Another view's `.navigationDestination(for:)` of a type blocks adding one for it.
    public let indexInterest = IndexInterest(triggers: ["NavigationLink", "Hashable", ": View", "navigationDestination"], calls: ["navigationDestination"])

    public init() {}

    /// Every site is a `NavigationLink(destination:)`-style link, told by its syntax, in a file
    /// importing SwiftUI.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        ModifierCalls.imports("SwiftUI", in: parsed.tree) && !Self.links(in: parsed.tree).isEmpty
    }

    /// Each destination link by its name token.
    private static func links(in tree: SourceFileSyntax) -> [(link: DestinationLink, name: TokenSyntax)] {
        ModifierCalls.bareCalls(named: "NavigationLink", in: tree).compactMap { name, call in DestinationLink(call).map { ($0, name) } }
    }

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        guard ModifierCalls.imports("SwiftUI", in: context.tree), !Self.projectDeclaresNavigationLink(context) else { return output }
        let links = Self.links(in: context.tree)
        // The rewritable links, by stack and element type: one destination modifier serves them all.
        var groups: [[ValueLinkPlan]] = []
        for (link, name) in links {
            guard let plan = ValueLinkPlan(context: context, link: link, name: name) else { continue }
            if let slot = groups.firstIndex(where: { $0[0].stack.id == plan.stack.id && $0[0].typeSpelling == plan.typeSpelling }) {
                groups[slot].append(plan)
            } else {
                groups.append([plan])
            }
        }
        var rewritten: Set<SyntaxIdentifier> = []
        for group in groups {
            guard let site = ValueLinkSites(context: context, plans: group).site() else { continue }
            output.append(site)
            rewritten.formUnion(group.map(\.link.call.id))
        }
        for (link, name) in links where !rewritten.contains(link.call.id) {
            output.append(ValueLinkSuggestion(context: context, link: link, name: name).site())
        }
        output = RuleOutput(sites: output.sites.sorted { $0.anchor < $1.anchor })
        return DeploymentGate.apply(output, context, description)
    }

    /// A project type, alias or function named `NavigationLink`.
    private static func projectDeclaresNavigationLink(_ context: RuleContext) -> Bool {
        !context.index.types(named: "NavigationLink").isEmpty || context.index.functionsByName["NavigationLink"] != nil
            || SyntaxSearch.contains(TypeAliasDeclSyntax.self, in: context.tree, where: { $0.name.text == "NavigationLink" })
    }
}
