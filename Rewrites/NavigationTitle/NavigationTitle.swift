import ModernizeCore
import SwiftSyntax

/// SwiftUI's deprecated `.navigationBarTitle(t)` -> `.navigationTitle(t)`, and
/// `.navigationBarTitle(t, displayMode: m)` -> `.navigationTitle(t).navigationBarTitleDisplayMode(m)`.
/// The title argument is kept byte for byte (nested calls, interpolation, comments); only the
/// name and the `displayMode:` part are edited. Calls that are not SwiftUI's (other labels, a
/// file without `import SwiftUI`, a project declaring its own `navigationBarTitle`) are reported.
public struct NavigationTitle: Codemod {
    public let description = RuleDescription(
        id: "navigation-title",
        legacy: ".navigationBarTitle(_:) / .navigationBarTitle(_:displayMode:)",
        modern: ".navigationTitle(_:) + .navigationBarTitleDisplayMode(_:)",
        since: IOSVersion(14),
        rationale: "navigationBarTitle is deprecated; navigationTitle also works in split views and on other platforms, and the display mode is a modifier of its own.",
        appleDeprecated: true,
        tiers: [.safe, .finding],
        examples: [
            RuleExample(
                "display-mode",
                before: """
                    import SwiftUI

                    struct SettingsView: View {
                        var body: some View {
                            List {
                                Text("General")
                            }
                            .navigationBarTitle("Settings", displayMode: .inline)
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct SettingsView: View {
                        var body: some View {
                            List {
                                Text("General")
                            }
                            .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                        }
                    }
                    """),
        ])

    public let triggers = ["navigationBarTitle("]

    /// A project's own `navigationBarTitle` would make a call ambiguous.
    public let indexInterest = IndexInterest(triggers: ["func navigationBarTitle"])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        SwiftUIModifier(
            name: "navigationBarTitle", labels: nil, ownDeclaration: "navigationBarTitle",
            advice: "if it is SwiftUI's, use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)"
        ).sites(in: context) { call, _ in TitleRewrite.site(for: call, context: context) }
    }
}
