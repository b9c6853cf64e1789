import ModernizeCore
import SwiftSyntax

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` -> an array of
/// anchor constraints, for formats whose every part has an exact anchor spelling.
///
/// Review: the constraints are the same equations with the same required priority, but they
/// are built by anchors, so the first and second items of an edge constraint may be in the
/// other order, and the superview is named by the code that adds the view. Everything else
/// (standard spacing, metrics, options, priorities, a format or views dictionary the rule
/// cannot read) is a finding, with the anchor code when it can be derived.
public struct VisualFormatToAnchors: Codemod {
    public let description = RuleDescription(
        id: "visual-format",
        legacy: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)",
        modern: "layout anchors (a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8))",
        since: IOSVersion(9),
        rationale: "Anchors are checked by the compiler; a visual format string is parsed at run time and raises an exception on a typo. Review rewrite for a literal format with `options: []`, no metrics, a views dictionary of variables (literal, or a `let` holding one), and only views with numeric size predicates, flush connections and numeric connections (`H:|-8-[a]-8-|`, `V:|[a][b(44)]`); `|` is the view the adjacent view is added to (`addSubview`) in the same type. The standard spacing `-` is a finding: Apple documents it only as the standard space (commonly measured at 20 points to a superview edge and 8 between siblings), which is neither the layout margins (8 points by default; a root view's follow the safe area) nor documented as system spacing, so the suggested layoutMarginsGuide and system-spacing anchors change the layout.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "pin-with-constants",
                before: """
                    import UIKit

                    final class CardView: UIView {
                        let title = UILabel()

                        func layout() {
                            addSubview(title)
                            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-16-|", options: [], metrics: nil, views: ["title": title]))
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class CardView: UIView {
                        let title = UILabel()

                        func layout() {
                            addSubview(title)
                            addConstraints([
                                title.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 16),
                                self.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
                            ])
                        }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["withVisualFormat"]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for call in VisualFormatCall.all(in: context.tree, index: context.index) {
            output.append(site(call, context: context))
        }
        return output
    }

    private func site(_ call: VisualFormatCall, context: RuleContext) -> Site {
        let generic = "write these constraints with layout anchors (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`), which the compiler checks"
        guard call.blockers.isEmpty, let text = call.format else {
            return context.finding(at: call.call, "constraints(withVisualFormat:) left as is: \(ProseList.join(call.blockers)); \(generic)")
        }
        guard let format = VisualFormat(text) else {
            return context.finding(at: call.call, "constraints(withVisualFormat:) left as is: the format \"\(text)\" uses parts of the visual format language the rule does not read; \(generic)")
        }
        let missing = format.viewNames.filter { call.views[$0] == nil }
        guard missing.isEmpty else {
            return context.finding(at: call.call, "constraints(withVisualFormat:) left as is: \(ProseList.join(missing.map { "`\($0)`" })) not in the `views:` dictionary (an exception at run time); \(generic)")
        }
        var superviews: [String: String] = [:]
        var added: [String] = []
        for name in AnchorSpelling.edgeViews(of: format).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            guard let found = call.superview(of: call.views[name]!) else { continue }
            superviews[name] = found.expression
            added.append("`|` next to `\(name)` is `\(found.expression)`, the view it is added to at line \(context.position(of: found.call).line)")
        }
        let spelling = AnchorSpelling(format: format, views: call.views, superviews: superviews)
        let lines = spelling.lines()
        let unknownSuperview = Set(AnchorSpelling.edgeViews(of: format)).subtracting(superviews.keys).sorted()
        let metricsOrPriorities = format.inexact.filter { $0 != "the standard spacing `-`" }
        if !metricsOrPriorities.isEmpty {
            return context.finding(at: call.call, "constraints(withVisualFormat:) left as is: \(ProseList.join(metricsOrPriorities)) has no exact anchor spelling the rule can derive; \(generic)")
        }
        // What goes in place of the call: an array of the same constraints.
        let suggestion = lines.count == 1 ? "[\(lines[0])]" : "[\n" + lines.map { "    " + $0 + "," }.joined(separator: "\n") + "\n]"
        if format.inexact.contains("the standard spacing `-`") {
            return context.finding(
                at: call.call,
                "constraints(withVisualFormat:) left as is: \"\(text)\" uses the standard spacing `-`, which Apple documents only as the standard space (commonly measured at 20 points to a superview edge and 8 between siblings); "
                    + "the layout margins are not the same (8 points by default, and a view controller's root view's follow the safe area), nor is the system spacing: "
                    + "the anchors suggested use `layoutMarginsGuide` at the superview's edges and system spacing (iOS 11) between views, which may move the views; write explicit constants to keep the layout (the suggestion replaces the call)"
                    + (unknownSuperview.isEmpty ? "" : "; the superview of \(ProseList.join(unknownSuperview.map { "`\($0)`" })) cannot be named here (<#superview#>)"),
                suggestion: suggestion)
        }
        if !unknownSuperview.isEmpty {
            return context.finding(
                at: call.call,
                "constraints(withVisualFormat:) left as is: `|` is the superview of \(ProseList.join(unknownSuperview.map { "`\($0)`" })), which the rule cannot name here (not added with addSubview in this type, added to several views, or to an optional one); name it in place of <#superview#> (the suggestion replaces the call)",
                suggestion: suggestion)
        }
        if Self.hasComments(call.call) {
            return context.finding(at: call.call, "constraints(withVisualFormat:) left as is: comments inside the call would be lost; \(generic) (the suggestion replaces the call)", suggestion: suggestion)
        }
        let indent = context.indentation(of: call.call)
        let unit = context.indentStyle.unit
        let replacement = "[" + context.newline + lines.map { indent + unit + $0 + "," + context.newline }.joined() + indent + "]"
        let edit = SourceEdit(range: call.call.positionAfterSkippingLeadingTrivia..<call.call.endPositionBeforeTrailingTrivia, replacement: replacement)
        let order = "the returned constraints are the same equations with the required priority, built by anchors and listed in the format's order: code reading their `firstItem`/`secondItem` or their order in the array may find them differently"
        return .review(at: call.call, [edit], because: ([order] + added).joined(separator: "; "))
    }

    private static func hasComments(_ call: FunctionCallExprSyntax) -> Bool {
        let tokens = Array(call.tokens(viewMode: .sourceAccurate))
        return tokens.enumerated().contains { offset, token in
            (offset > 0 && token.leadingTrivia.contains { $0.isComment }) || (offset < tokens.count - 1 && token.trailingTrivia.contains { $0.isComment })
        }
    }
}
