import ModernizeCore
import SwiftSyntax

/// SwiftUI's `.foregroundColor(x)` -> `.foregroundStyle(x)`.
///
/// Safe when every value `x` can take (each branch of its ternaries, whatever their
/// conditions) is plainly a `Color`: written `Color.` / `Color(`, resolved to `Color` by the
/// expression type resolver, or an implicit member (`.name`, `.init(...)`), which is written
/// `Color.name` / `Color(...)` (unqualified, `.foregroundStyle(.secondary)` would mean the
/// hierarchical shape style, and the project's own `Color` members would not resolve at all).
/// Review for any other expression (its type is not proven to be `Color`). On a `Text` before
/// iOS 17, `foregroundStyle` returns `some View`, not `Text`: a `Text + Text` concatenation is
/// left alone, and other Text receivers are review. Arguments whose resolved type is optional
/// (or, when unknown, that may be nil as written) are left alone: `foregroundStyle` has no
/// optional overload. A receiver whose resolved type declares its own `foregroundColor(_:)` is
/// left alone too (`SwiftUIModifier`, as for every modifier rule).
public struct ForegroundStyle: Codemod {
    public let description = RuleDescription(
        id: "foreground-style",
        legacy: ".foregroundColor(_:)",
        modern: ".foregroundStyle(_:)",
        since: IOSVersion(15),
        rationale: "foregroundColor is deprecated; foregroundStyle takes any ShapeStyle (gradients, hierarchical styles) and is the one that keeps working.",
        tiers: [.safe, .review, .finding],
        examples: [
            RuleExample(
                "implicit-member",
                before: """
                    import SwiftUI

                    struct Caption: View {
                        var body: some View {
                            Image(systemName: "star")
                                .foregroundColor(.secondary)
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct Caption: View {
                        var body: some View {
                            Image(systemName: "star")
                                .foregroundStyle(Color.secondary)
                        }
                    }
                    """),
        ])

    public let triggers = ["foregroundColor("]

    /// A project's own `foregroundColor(_:)` would make a call ambiguous; the resolver reads
    /// the types of properties and functions from the index, so files declaring them with a
    /// `Color` (`: Color`, or inferred: `var accent = Theme.shared.accentColor`) must be indexed,
    /// or a run with fewer rules would call safe what the full run calls review.
    /// Supertype chains: a value typed by a protocol (`theme: Theme`) takes its members from the
    /// protocols it inherits, whose files name no trigger.
    public let indexInterest = IndexInterest(
        triggers: ["func foregroundColor", ": Color", ": UIColor", "Color", "extension View", "extension Text", "extension Image", "extension EnvironmentValues"],
        supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        SwiftUIModifier(
            name: "foregroundColor", labels: [["_"]], ownDeclaration: "foregroundColor(_:)",
            advice: "for SwiftUI's, use .foregroundStyle(_:) with a non-optional Color"
        ).sites(in: context) { call, name in StyleRewrite(context: context, call: call, name: name).site() }
    }
}
