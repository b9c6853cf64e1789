import ModernizeCore
import SwiftSyntax

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` ->
/// `a.xAnchor.constraint(equalTo: b.xAnchor, constant: c)`. Both build the same constraint
/// (`a.attr1 = m * b.attr2 + c`, first and second items in the same order, same relation, a
/// required priority), and the result is still an `NSLayoutConstraint`, so `.isActive = true`,
/// `.priority`, `activate([...])` and `addConstraint(_:)` around it keep working.
///
/// Safe only when: the attributes and relation are literals of one anchor family (x-axis
/// leading/trailing/centerX or left/right/centerX, y-axis, or width/height); a position
/// multiplier is a literal 1 (only dimensions take a multiplier); `toItem: nil` pairs a width or
/// height with `.notAnAttribute` and a literal 1 multiplier (`equalToConstant:`); both items are
/// non-optional views or layout guides as declared in the file or the project index; no
/// comment inside the call would be lost; the file imports UIKit. Everything else is reported:
/// margin attributes (with the layoutMarginsGuide spelling), mixed families, optional or
/// unknown items, a view controller as an item.
public struct ConstraintItemToAnchors: Codemod {
    public let description = RuleDescription(
        id: "constraint-item-to-anchors",
        legacy: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
        modern: "layout anchors (a.leadingAnchor.constraint(equalTo: b.leadingAnchor))",
        since: IOSVersion(9),
        rationale: "Anchors are type-checked: an x-axis anchor cannot be related to a y-axis one.",
        tiers: [.safe, .finding],
        examples: [
            RuleExample(
                "pin-and-size",
                before: """
                    import UIKit

                    final class BadgeView: UIView {
                        let label = UILabel()

                        func layout() {
                            NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 8).isActive = true
                            NSLayoutConstraint(item: label, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20).isActive = true
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class BadgeView: UIView {
                        let label = UILabel()

                        func layout() {
                            label.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 8).isActive = true
                            label.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
                        }
                    }
                    """),
            RuleExample(
                "margin-attribute",
                before: """
                    import UIKit

                    func pin(_ child: UIView, in parent: UIView) -> NSLayoutConstraint {
                        NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin, multiplier: 1, constant: 0)
                    }
                    """,
                findings: ["NSLayoutConstraint(item:...) left as is: `.topMargin` is a margin attribute"]),
        ])

    public let triggers = ["NSLayoutConstraint"]

    /// Views declared in other files: their superclass chains and subview properties. A file
    /// declaring a view class names a UIKit superclass (`: UI`) or is itself named like a view
    /// (`class CardView: BaseCard`, `class Cell<T>: BaseCell`).
    public let indexInterest = IndexInterest(triggers: [
        ": UI", "View:", "View :", "View<", "Cell:", "Cell :", "Cell<", "Button:", "Label:", "Control:", "Field:", "Bar:", "Guide:",
    ])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let calls = ItemConstraintCall.all(in: context.tree)
        guard !calls.isEmpty else { return RuleOutput() }
        let decision = AnchorDecision(
            context: context, types: LayoutItemTypes(index: context.index),
            importsUIKit: Imports.modules(in: context.tree).contains("UIKit"))
        return RuleOutput(sites: calls.map(decision.site))
    }

    /// One site per `NSLayoutConstraint(item:…)` call, told by its syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        parsed.source.mentions("relatedBy") && !ItemConstraintCall.all(in: parsed.tree).isEmpty
    }
}
