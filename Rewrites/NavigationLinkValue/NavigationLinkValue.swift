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
/// A finding, never a rewrite: the destination modifier goes on another view (once per value
/// type), and a value link does nothing outside a NavigationStack, which the file may not show.
public struct NavigationLinkValue: Codemod {
    public let description = RuleDescription(
        id: "navigation-link-value",
        legacy: "NavigationLink(destination: Detail(item: item)) { Row }",
        modern: "NavigationLink(value: item) { Row } + .navigationDestination(for: Item.self) { Detail(item: $0) }",
        since: IOSVersion(16),
        rationale: "A value link defers building the destination until it is pushed and makes navigation data: the stack's path can be set, restored and deep-linked.",
        tiers: [.finding],
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
                findings: ["NavigationLink(destination:) builds its destination view"]),
        ])

    public let triggers = ["NavigationLink"]

    /// Value types declare Hashable, and destination views their properties, in files of their
    /// own; a project type named `NavigationLink` makes the call not SwiftUI's.
    public let indexInterest = IndexInterest(triggers: ["NavigationLink", "Hashable", ": View"])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        guard ModifierCalls.imports("SwiftUI", in: context.tree), !Self.projectDeclaresNavigationLink(context) else { return output }
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("NavigationLink") {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                  let link = DestinationLink(call) else { continue }
            output.append(ValueLinkSuggestion(context: context, link: link, name: token).site())
        }
        return DeploymentGate.apply(output, context, description)
    }

    /// A project type, alias or function named `NavigationLink`.
    private static func projectDeclaresNavigationLink(_ context: RuleContext) -> Bool {
        !context.index.types(named: "NavigationLink").isEmpty || context.index.functionsByName["NavigationLink"] != nil
            || SyntaxSearch.contains(TypeAliasDeclSyntax.self, in: context.tree, where: { $0.name.text == "NavigationLink" })
    }
}
