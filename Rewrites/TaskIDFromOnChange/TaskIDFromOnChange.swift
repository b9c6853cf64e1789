import ModernizeCore
import SwiftSyntax

/// SwiftUI's `.onChange(of: x) { Task { BODY } }` -> `.task(id: x) { BODY }` when the action
/// holds only that Task. Always review: `.task(id:)` also runs when the view first appears
/// (unless the call said `initial: true`, which did too), cancels the run in progress when the
/// value changes again, and cancels it when the view disappears. A Task kept in a variable
/// (cancelled by hand), detached, next to other statements, reading the old value or throwing
/// is reported with the `.task(id:)` to write instead.
public struct TaskIDFromOnChange: Codemod {
    public let description = RuleDescription(
        id: "task-id-from-onchange",
        legacy: ".onChange(of: x) { Task { ... } }",
        modern: ".task(id: x) { ... }",
        since: IOSVersion(15),
        rationale: "The task modifier restarts the work when the value changes, cancelling the previous run, and cancels it when the view disappears, instead of piling up unowned tasks.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "search-on-change",
                before: """
                    import SwiftUI

                    struct SearchView: View {
                        @State private var query = ""
                        @State private var results: [String] = []

                        var body: some View {
                            TextField("Search", text: $query)
                                .onChange(of: query) {
                                    Task {
                                        results = await Self.search(query)
                                    }
                                }
                        }

                        static func search(_ text: String) async -> [String] { [] }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct SearchView: View {
                        @State private var query = ""
                        @State private var results: [String] = []

                        var body: some View {
                            TextField("Search", text: $query)
                                .task(id: query) {
                                    results = await Self.search(query)
                                }
                        }

                        static func search(_ text: String) async -> [String] { [] }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["onChange"]

    /// A project's own `onChange` (in an extension) would make a call ambiguous.
    public let indexInterest = IndexInterest(triggers: ["func onChange"])

    public init() {}

    private static let modifier = SwiftUIModifier(
        name: "onChange", labels: nil, ownDeclaration: "onChange(of:)",
        advice: "if it is SwiftUI's, use .task(id:) for async work that follows a value", trailingClosures: true,
        // The action is a parameter of the declaration, trailing or labelled.
        declarationLabels: [["of", "_"], ["of", "perform"], ["of", "initial", "_"], ["of", "initial", "perform"]])

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        Self.modifier.sites(in: context, isSite: Self.startsTask) { call, name in
            OnChangeRewrite(context: context, action: OnChangeAction(call)!, name: name).site()
        }
    }

    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        // The action starts a `Task`: most `onChange`s name none.
        parsed.source.mentions("Task") && Self.modifier.couldHoldSites(in: parsed.tree, isSite: Self.startsTask)
    }

    /// An `onChange` whose action starts a `Task`.
    private static func startsTask(_ call: FunctionCallExprSyntax) -> Bool {
        guard let action = OnChangeAction(call) else { return false }
        return SyntaxSearch.contains(FunctionCallExprSyntax.self, in: action.closure, where: OnAppearRewrite.isTaskStart)
    }
}
