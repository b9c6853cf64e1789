import ModernizeCore
import SwiftSyntax

/// SwiftUI's deprecated `NavigationView { content }` -> `NavigationStack { content }`, dropping a
/// chained `.navigationViewStyle(.stack)` (or `.automatic`). Always review: with the default
/// style, iPad showed the content as a sidebar column, a stack shows it full width. Reported
/// instead: several child views or a `.columns` style (NavigationSplitView), binding-driven
/// `NavigationLink(isActive:)` / `(tag:selection:)` in the same view hierarchy, a comment that
/// says why NavigationView stays, a style chosen at run time or per build configuration, the
/// project's own `NavigationStack` or `NavigationView`, NavigationView written as a type, a
/// view that is itself pushed (nested stacks), and a file only other platforms build (its
/// Xcode target, or `#if os(...)`), or that is also compiled for a platform older than
/// NavigationStack there (a Package.swift's `.macOS(.v12)`). In previews the note says only the canvas changes.
public struct NavigationStackMigration: Codemod {
    public let description = RuleDescription(
        id: "navigation-stack",
        legacy: "NavigationView { ... } (+ .navigationViewStyle(.stack))",
        modern: "NavigationStack { ... } / NavigationSplitView",
        since: IOSVersion(16),
        rationale: "NavigationView is deprecated; the stack and split view separate the two layouts it mixed, and the stack supports value-based, programmatic navigation.",
        appleDeprecated: true,
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "stack-style",
                before: """
                    import SwiftUI

                    struct InboxView: View {
                        var body: some View {
                            NavigationView {
                                List {
                                    NavigationLink("Drafts", destination: Text("Drafts"))
                                }
                                .navigationTitle("Inbox")
                            }
                            .navigationViewStyle(.stack)
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct InboxView: View {
                        var body: some View {
                            NavigationStack {
                                List {
                                    NavigationLink("Drafts", destination: Text("Drafts"))
                                }
                                .navigationTitle("Inbox")
                            }
                        }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["NavigationView"]

    /// The project's own `NavigationStack` or `NavigationView` would change what the rewrite
    /// means; views declared in other files are named in the review note.
    /// Pushes (`NavigationLink`, `.navigationDestination`) record the views they create: a
    /// NavigationView in a pushed view is nested in another stack.
    public let indexInterest = IndexInterest(
        triggers: ["NavigationStack", "NavigationView", "NavigationLink", "navigationDestination"], calls: Set(PushedViews.pushingCalls))

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let importsSwiftUI = ModifierCalls.imports("SwiftUI", in: context.tree)
        let ownView = Self.ownDeclaration(of: "NavigationView", context)
        let ownStack = Self.ownDeclaration(of: "NavigationStack", context)
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("NavigationView") {
            if token.parent?.is(DeclSyntax.self) == true { continue }   // the project's own declaration's name
            if !importsSwiftUI {
                output.append(context.finding(
                    at: token, severity: .info,
                    "NavigationView left as is: this file does not import SwiftUI, so it is not known to be SwiftUI's"))
            } else if let ownView {
                output.append(context.finding(
                    at: token, "NavigationView left as is: the project declares its own NavigationView (\(ownView)), so this may be that one"))
            } else if token.parent?.is(IdentifierTypeSyntax.self) == true {
                output.append(context.finding(
                    at: token,
                    "NavigationView used as a type (`\(ContentChildren.firstLine(token.parent!))`): it must change together with the NavigationView { } it holds; write `some View` (or NavigationStack<NavigationPath, Content>) when that is migrated",
                    suggestion: "some View"))
            } else if let call = Self.plainCall(named: token) {
                if let ownStack {
                    output.append(context.finding(
                        at: token,
                        "NavigationView left as is: the project declares its own NavigationStack (\(ownStack)), which `NavigationStack { }` would then mean; rename it, then migrate"))
                } else {
                    output.append(NavigationViewSite(context: context, call: call, name: token).site())
                }
            } else {
                output.append(context.finding(
                    at: token,
                    "NavigationView left as is: `\(ContentChildren.firstLine(Self.expression(around: token)))` is not a plain NavigationView { } call; change it to NavigationStack (one column) or NavigationSplitView (columns) by hand"))
            }
        }
        return output
    }

    /// The call or member access the token is part of (`NavigationView<Text>.init`).
    private static func expression(around token: TokenSyntax) -> Syntax {
        Ancestors.nearest(above: token) { $0.is(FunctionCallExprSyntax.self) || $0.is(MemberAccessExprSyntax.self) } ?? Syntax(token)
    }

    /// `NavigationView(...)` / `NavigationView { }`: the call whose callee is the token.
    private static func plainCall(named token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else { return nil }
        return call
    }

    /// Where the project declares a type, type alias or function named `name` ("File.swift:3:1").
    private static func ownDeclaration(of name: String, _ context: RuleContext) -> String? {
        if let alias = SyntaxSearch.first(TypeAliasDeclSyntax.self, in: context.tree, where: { $0.name.text == name }) {
            return IndexLocation(path: context.path, position: context.position(of: alias)).description
        }
        let types = context.index.types(named: name).filter { $0.kind != .extension }.map(\.location)
        let functions = (context.index.functionsByName[name] ?? []).map(\.location)
        return (types + functions).map(\.description).sorted().first
    }
}
