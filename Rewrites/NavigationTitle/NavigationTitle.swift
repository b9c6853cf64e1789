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
        var output = RuleOutput()
        let importsSwiftUI = ModifierCalls.imports("SwiftUI", in: context.tree)
        let ownDeclaration = ModifierCalls.projectFunction(named: "navigationBarTitle", in: context.index)
        for call in ModifierCalls.find(named: "navigationBarTitle", in: context.tree) {
            if !importsSwiftUI {
                output.append(context.finding(
                    at: ModifierCalls.name(of: call), severity: .info,
                    "navigationBarTitle left as is: this file does not import SwiftUI, so the call is not known to be SwiftUI's modifier"))
            } else if let ownDeclaration {
                output.append(context.finding(
                    at: ModifierCalls.name(of: call),
                    "navigationBarTitle left as is: the project declares its own navigationBarTitle (\(ownDeclaration)), so this call may be that one; if it is SwiftUI's, use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)"))
            } else {
                output.append(TitleRewrite.site(for: call, context: context))
            }
        }
        return output
    }
}
