import ModernizeCore
import SwiftSyntax

/// SwiftUI's deprecated `.cornerRadius(r)` -> `.clipShape(RoundedRectangle(cornerRadius: r))`,
/// and `.cornerRadius(r, antialiased: a)` -> `.clipShape(RoundedRectangle(cornerRadius: r),
/// style: FillStyle(antialiased: a))`: what the deprecated modifier does, spelled out as
/// SwiftUI's own implementation of it spells it (same shape, same default corner style). Matched
/// by argument labels, so a project's own `cornerRadius(_:corners:)` is not touched; a project
/// function with SwiftUI's labels, a file without `import SwiftUI`, or a call that may be Swift
/// Charts' `ChartContent.cornerRadius` (no `clipShape` there) is reported instead.
public struct ClipShape: Codemod {
    public let description = RuleDescription(
        id: "clip-shape",
        legacy: ".cornerRadius(_:antialiased:)",
        modern: ".clipShape(RoundedRectangle(cornerRadius:))",
        since: IOSVersion(13),
        rationale: "cornerRadius(_:antialiased:) is deprecated; clipShape with a RoundedRectangle does the same and states the shape.",
        appleDeprecated: true,
        tiers: [.safe, .finding],
        examples: [
            RuleExample(
                "avatar",
                before: """
                    import SwiftUI

                    struct Avatar: View {
                        var body: some View {
                            Image("avatar")
                                .cornerRadius(8)
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct Avatar: View {
                        var body: some View {
                            Image("avatar")
                                .clipShape(RoundedRectangle(cornerRadius: 8))
                        }
                    }
                    """),
        ])

    public let triggers = ["cornerRadius("]

    /// A project's own `cornerRadius(_:)` (often a UIView helper) would make a call ambiguous.
    public let indexInterest = IndexInterest(triggers: ["func cornerRadius", "extension View", "extension Image", "extension EnvironmentValues"])

    static let swiftUILabels = [["_"], ["_", "antialiased"]]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        SwiftUIModifier(
            name: "cornerRadius", labels: Self.swiftUILabels, ownDeclaration: "cornerRadius with SwiftUI's labels",
            advice: "for SwiftUI's, use .clipShape(RoundedRectangle(cornerRadius:))", alsoChartContent: true
        ).sites(in: context) { call, name in Self.site(call, name: name) }
    }

    /// Replaces the name and wraps the radius; a second argument becomes the fill style. The
    /// argument expressions are kept byte for byte.
    static func site(_ call: FunctionCallExprSyntax, name: TokenSyntax) -> Site {
        let arguments = Array(call.arguments)
        let radius = arguments[0].expression
        var edits = [
            SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "clipShape"),
            SourceEdit(range: radius.positionAfterSkippingLeadingTrivia..<radius.positionAfterSkippingLeadingTrivia, replacement: "RoundedRectangle(cornerRadius: "),
        ]
        if arguments.count == 2, let label = arguments[1].label {
            let antialiased = arguments[1].expression
            edits.append(SourceEdit(range: radius.endPositionBeforeTrailingTrivia..<radius.endPositionBeforeTrailingTrivia, replacement: ")"))
            edits.append(SourceEdit(range: label.positionAfterSkippingLeadingTrivia..<antialiased.positionAfterSkippingLeadingTrivia, replacement: "style: FillStyle(antialiased: "))
            edits.append(SourceEdit(range: antialiased.endPositionBeforeTrailingTrivia..<antialiased.endPositionBeforeTrailingTrivia, replacement: ")"))
        } else {
            edits.append(SourceEdit(range: radius.endPositionBeforeTrailingTrivia..<radius.endPositionBeforeTrailingTrivia, replacement: ")"))
        }
        return .safe(at: name, edits)
    }
}
