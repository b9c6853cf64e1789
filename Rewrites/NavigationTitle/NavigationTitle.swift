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
        let importsSwiftUI = context.tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI"
        }
        let ownDeclaration = ProjectFunctions.first(named: "navigationBarTitle", in: context.index)
        for call in NavigationBarTitleCalls.find(in: context.tree) {
            if !importsSwiftUI {
                output.append(context.finding(
                    at: NavigationBarTitleCalls.name(of: call), severity: .info,
                    "navigationBarTitle left as is: this file does not import SwiftUI, so the call is not known to be SwiftUI's modifier"))
            } else if let ownDeclaration {
                output.append(context.finding(
                    at: NavigationBarTitleCalls.name(of: call),
                    "navigationBarTitle left as is: the project declares its own navigationBarTitle (\(ownDeclaration)), so this call may be that one; if it is SwiftUI's, use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)"))
            } else {
                output.append(TitleRewrite.site(for: call, context: context))
            }
        }
        return output
    }
}

/// `navigationBarTitle(...)` calls, as modifiers (`view.navigationBarTitle(...)`, `.navigationBarTitle`
/// on the next line) or on implicit `self`.
enum NavigationBarTitleCalls {
    /// The `navigationBarTitle` token: where a site is reported (a modifier's base may start
    /// lines above).
    static func name(of call: FunctionCallExprSyntax) -> TokenSyntax {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName ?? call.firstToken(viewMode: .sourceAccurate)!
    }

    static func find(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.text == "navigationBarTitle", let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
            return call
        }
    }
}

/// Functions the project declares, from the index.
enum ProjectFunctions {
    /// "File.swift:3:5" of the first project function with this name, if any.
    static func first(named name: String, in index: ProjectIndex) -> String? {
        let functions = index.typesByName.values.flatMap { $0 }.flatMap(\.functions) + index.freeFunctions
        return functions.filter { $0.name == name }.map(\.location.description).sorted().first
    }
}
