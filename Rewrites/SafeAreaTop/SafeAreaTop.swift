import ModernizeCore
import SwiftSyntax

/// A view controller's content view pinned to the top of its root view
/// (`label.topAnchor.constraint(equalTo: view.topAnchor)`) -> a finding suggesting
/// `view.safeAreaLayoutGuide.topAnchor` (iOS 11).
///
/// Finding only: whether a view belongs under the bars is a design decision. Backgrounds
/// (named so, or pinned to all four edges of `view`), child view controllers' views and scroll
/// views (which inset their content by the safe area themselves) are not sites.
public struct SafeAreaTop: Codemod {
    public let description = RuleDescription(
        id: "safe-area-top",
        legacy: "a content view's `topAnchor.constraint(equalTo: view.topAnchor)` in a view controller",
        modern: "view.safeAreaLayoutGuide.topAnchor",
        since: IOSVersion(11),
        rationale: "The root view's top is under the status bar, navigation bar and sensor housing; the safe area guide starts below them. Sites: in a UIViewController subclass (as the project index gives its superclass chain), an anchor constraint or NSLayoutConstraint(item:attribute: .top...) relating a subview's top equal to the root view's top (`view` or `self.view`), alone, in `.isActive = true` or in `activate([...])`. Not sites: views named like backgrounds (background, backdrop), views also pinned to the root view's bottom, leading and trailing (full bleed), a child view controller's view, and scroll views (their content is inset by the safe area).",
        tiers: [.finding],
        examples: [
            RuleExample(
                "content-view",
                before: """
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        private let header = UILabel()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(header)
                            header.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
                        }
                    }
                    """,
                findings: ["`header` is pinned to the top of the view controller's root view"]),
        ])

    public let triggers = ["topAnchor", "attribute: .top"]

    /// The superclass chains of the types holding sites (is it a view controller?) and of the
    /// pinned views' types (is it a scroll view?).
    public let indexInterest = IndexInterest(triggers: ["topAnchor", "attribute: .top"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let pins = AnchorPin.all(in: context.tree)
        let types = LayoutItemTypes(index: context.index)
        let screening = ContentViewScreening(pins: pins, types: types)
        var output = RuleOutput()
        for pin in pins where pin.edge == "top" && pin.otherEdge == "top" && pin.relation == "equalTo" {
            guard let other = pin.other, ContentViewScreening.isRootView(other),
                  let owner = types.enclosingType(of: pin.call), types.kind(of: owner) == .viewController,
                  screening.isContentView(pin.item, owner: owner) else { continue }
            output.append(context.finding(at: pin.call, Self.message(pin, other: other), suggestion: Self.suggestion(pin, other: other, context: context)))
        }
        return output
    }

    static func message(_ pin: AnchorPin, other: ExprSyntax) -> String {
        let root = other.trimmedDescription
        let written = pin.isItemCall ? "`toItem: \(root), attribute: .top`" : "`\(root).topAnchor`"
        return "`\(pin.item.trimmedDescription)` is pinned to the top of the view controller's root view (\(written)), which lies under the status bar, "
            + "the navigation bar and the sensor housing: pin content to `\(root).safeAreaLayoutGuide\(pin.isItemCall ? "" : ".topAnchor")` (iOS 11) so it starts below them. "
            + "A full-bleed background (pinned to all four edges of `\(root)`) should keep `\(root)`"
    }

    /// The constraint as written, with `.safeAreaLayoutGuide` after the root view.
    static func suggestion(_ pin: AnchorPin, other: ExprSyntax, context: RuleContext) -> String {
        let bytes = SourceBytes(context)
        let start = pin.call.positionAfterSkippingLeadingTrivia.utf8Offset
        let insertion = other.endPositionBeforeTrailingTrivia.utf8Offset
        return bytes.text(start..<insertion) + ".safeAreaLayoutGuide" + bytes.text(insertion..<pin.call.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
