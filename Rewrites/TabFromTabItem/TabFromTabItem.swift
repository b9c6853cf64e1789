import ModernizeCore
import SwiftSyntax

/// SwiftUI's `TabView { V().tabItem { Label("T", systemImage: "s") }.tag(v) }` ->
/// `TabView { Tab("T", systemImage: "s", value: v) { V() } }` (iOS 18). Review when every
/// child of the TabView is a view whose last modifiers are `.tabItem` with a `Label` or a
/// `Text` and an `Image`, and (when the TabView has a selection) a `.tag` of one type: a
/// TabView holds either such views or Tabs, so it is all children or none. Reported instead:
/// any other child, another kind of item, mixed tags, a project type named `Tab` (which
/// `Tab(...)` would mean), and `.tabItem` set where no TabView literal holds the view.
public struct TabFromTabItem: Codemod {
    public let description = RuleDescription(
        id: "tab-from-tab-item",
        legacy: "TabView { V().tabItem { Label(...) }.tag(v) }",
        modern: "TabView { Tab(\"T\", systemImage: \"s\", value: v) { V() } }",
        since: IOSVersion(18),
        rationale: "Tab declares a tab's title, image and value in one place, and is what the iOS 18 tab bar and sidebar (`.sidebarAdaptable`), tab customization and search tabs are built on.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "tabs-with-selection",
                before: """
                    import SwiftUI

                    struct RootView: View {
                        @State private var selection = 0

                        var body: some View {
                            TabView(selection: $selection) {
                                Text("Home")
                                    .tabItem { Label("Home", systemImage: "house") }
                                    .tag(0)
                                Text("Settings")
                                    .tabItem { Label("Settings", systemImage: "gear") }
                                    .tag(1)
                            }
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct RootView: View {
                        @State private var selection = 0

                        var body: some View {
                            TabView(selection: $selection) {
                                Tab("Home", systemImage: "house", value: 0) {
                                    Text("Home")
                                }
                                Tab("Settings", systemImage: "gear", value: 1) {
                                    Text("Settings")
                                }
                            }
                        }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["tabItem"]

    /// A project type named `Tab` (often an enum of the tabs) is what `Tab(...)` would mean.
    /// The triggers only make the index run; the answer comes from every file's type headers.
    public let indexInterest = IndexInterest(triggers: ["enum Tab", "struct Tab", "class Tab"], typeHeaders: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        guard ModifierCalls.imports("SwiftUI", in: context.tree) else { return output }
        let ownTab = Self.ownTab(in: context)
        var handled: Set<SyntaxIdentifier> = []
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree, where: Self.isTabView) {
            guard let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) else { continue }
            let items = content.statements.compactMap { $0.item.as(ExprSyntax.self) }.filter(TabChild.hasTabItem)
            guard !items.isEmpty else { continue }
            handled.insert(content.id)
            output.append(TabViewSite(context: context, call: call, content: content, ownTab: ownTab).site())
        }
        // Only the modifier's shape (`.tabItem { }`): a project's `tabItem(tab:name:)` is another function.
        let modifiers = ModifierCalls.find(named: "tabItem", in: context.tree).filter { call in
            call.calledExpression.is(MemberAccessExprSyntax.self)
                && (call.trailingClosure != nil && call.arguments.isEmpty || call.arguments.count == 1 && call.arguments.first?.label == nil)
        }
        for tabItem in modifiers where !Ancestors.all(above: tabItem).contains(where: { handled.contains($0.id) }) {
            // Built inside a TabView, but not as a direct child (a `ForEach`, a `Group`): the
            // TabView is there, the Tab goes where the view is built.
            if let tabView = Ancestors.all(above: tabItem).first(where: { $0.as(FunctionCallExprSyntax.self).map(Self.isTabView) ?? false }) {
                output.append(context.finding(
                    at: ModifierCalls.name(of: tabItem), severity: .info,
                    ".tabItem left as is: this view is built inside the TabView at \(context.position(of: tabView)) (by a ForEach or another container), not as its direct child; write `Tab(title, systemImage: image, value: tag) { ThisView() }` where the view is built (a ForEach of Tabs is valid TabView content) and drop this .tabItem, by hand"))
                continue
            }
            output.append(context.finding(
                at: ModifierCalls.name(of: tabItem), severity: .info,
                ".tabItem left as is: no TabView { } literal holds this view as a child here, and a Tab must be written inside its TabView; where the TabView is, write `Tab(title, systemImage: image, value: tag) { ThisView() }` for it and drop this .tabItem"))
        }
        return output
    }

    /// `TabView(...) { }` / `SwiftUI.TabView { }`.
    static func isTabView(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "TabView" }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "TabView" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        }
        return false
    }

    /// "File.swift:3:1" of a project type named `Tab` (the index's type headers, or this file's
    /// own declarations and type aliases).
    static func ownTab(in context: RuleContext) -> String? {
        if let local = SyntaxSearch.first(DeclSyntax.self, in: context.tree, where: { Self.declaredName($0) == "Tab" }) {
            return "\(context.path):\(context.position(of: local))"
        }
        return context.index.typeHeaders.first { $0.name == "Tab" }.map(\.path)
    }

    private static func declaredName(_ decl: DeclSyntax) -> String? {
        if let type = decl.asProtocol(NamedDeclSyntax.self), decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) {
            return type.name.text
        }
        return nil
    }
}
