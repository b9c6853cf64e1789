import ModernizeCore
import SwiftSyntax

/// SwiftUI's `.foregroundColor(x)` -> `.foregroundStyle(x)`.
///
/// Safe when `x` is plainly a `Color`: it starts with `Color.` or `Color(`, or is an implicit
/// member `.name`, which is written `Color.name` (unqualified, `.foregroundStyle(.secondary)`
/// would mean the hierarchical shape style, and `.background` SwiftUI's background style instead
/// of the project's `Color.background`). Review for any other expression (its type is not
/// proven to be `Color`). On a `Text` before iOS 17, `foregroundStyle` returns `some View`, not
/// `Text`: a `Text + Text` concatenation is left alone, and other Text receivers are review.
/// Arguments that can be nil are left alone: `foregroundStyle` has no optional overload.
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

    /// A project's own `foregroundColor(_:)` would make a call ambiguous; declared property
    /// types tell a `Color` from an optional one.
    /// "Color" as well as `: Color`: a property is proven a non-optional Color only when every
    /// declaration of its name is, so files declaring one with an inferred type
    /// (`var accent = Theme.shared.accentColor`) must be indexed too, or a run with fewer rules
    /// would call safe what the full run calls review.
    public let indexInterest = IndexInterest(triggers: ["func foregroundColor", ": Color", ": UIColor", "Color"])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        SwiftUIModifier(
            name: "foregroundColor", labels: [["_"]], ownDeclaration: "foregroundColor(_:)",
            advice: "for SwiftUI's, use .foregroundStyle(_:) with a non-optional Color"
        ).sites(in: context) { call, name in StyleRewrite(context: context, call: call, name: name).site() }
    }
}
