import ModernizeCore
import SwiftSyntax

/// SwiftUI's `.onAppear { Task { BODY } }` -> `.task { BODY }` (and `Task(priority: p)` ->
/// `.task(priority: p)`), when the closure holds only that task. Always review: the task
/// modifier cancels the work when the view disappears, which the unstructured Task did not.
/// A detached task, a task kept in a variable, a task under a condition or next to other
/// statements are reported with a suggestion instead (`.onChange { Task { } }` is
/// task-id-from-onchange's).
public struct TaskModifier: Codemod {
    public let description = RuleDescription(
        id: "task-modifier",
        legacy: ".onAppear { Task { ... } }",
        modern: ".task { ... }",
        since: IOSVersion(15),
        rationale: "The task modifier ties the work to the view's lifetime: it is cancelled when the view disappears instead of running on unowned.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "load-on-appear",
                before: """
                    import SwiftUI

                    struct InboxView: View {
                        @State private var count = 0

                        var body: some View {
                            Text("\\(count)")
                                .onAppear {
                                    Task {
                                        count = await Self.load()
                                    }
                                }
                        }

                        static func load() async -> Int { 3 }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct InboxView: View {
                        @State private var count = 0

                        var body: some View {
                            Text("\\(count)")
                                .task {
                                    count = await Self.load()
                                }
                        }

                        static func load() async -> Int { 3 }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["onAppear"]

    /// A project's own `onAppear` (in an extension) would make a call ambiguous.
    public let indexInterest = IndexInterest(triggers: ["func onAppear"])

    public init() {}

    private static let modifier = SwiftUIModifier(
        name: "onAppear", labels: [[], ["perform"]], ownDeclaration: "onAppear",
        advice: "if it is SwiftUI's, use .task { } for async work", trailingClosures: true,
        declarationLabels: [["perform"], ["_"]])

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        Self.modifier.sites(in: context, isSite: OnAppearRewrite.startsTask) { call, name in OnAppearRewrite(context: context).site(for: call, name: name) }
    }

    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        // The action starts a `Task`: most `onAppear`s name none.
        parsed.source.mentions("Task") && Self.modifier.couldHoldSites(in: parsed.tree, isSite: OnAppearRewrite.startsTask)
    }
}
