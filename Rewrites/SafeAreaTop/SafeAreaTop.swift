import ModernizeCore
import SwiftSyntax

/// A view controller's content view pinned to the top of its root view
/// (`label.topAnchor.constraint(equalTo: view.topAnchor)`) -> a review rewrite to
/// `view.safeAreaLayoutGuide.topAnchor` (iOS 11): `.safeAreaLayoutGuide` is inserted after the
/// root view, in the anchor form and in `NSLayoutConstraint(item:...toItem: view...)`.
///
/// Review, not safe: the view moves down by the top safe-area inset wherever that is not zero,
/// and whether a view belongs under the bars is a design decision the note leaves to a person.
/// A view also pinned to the root view's leading and trailing edges (a bar or header band that
/// may draw behind the status bar on purpose) stays an info finding. Backgrounds (named so,
/// sent to the back, or pinned to all four edges of `view`), child view controllers' views and
/// scroll views (which inset their content by the safe area themselves) are not sites.
public struct SafeAreaTop: Codemod {
    public let description = RuleDescription(
        id: "safe-area-top",
        legacy: "a content view's `topAnchor.constraint(equalTo: view.topAnchor)` in a view controller",
        modern: "view.safeAreaLayoutGuide.topAnchor",
        since: IOSVersion(11),
        rationale: "The root view's top is under the status bar, navigation bar and sensor housing; the safe area guide starts below them. Sites: in a UIViewController subclass (as the project index gives its superclass chain), an anchor constraint or NSLayoutConstraint(item:attribute: .top...) relating a subview's top equal to the root view's top (`view` or `self.view`), alone, in `.isActive = true` or in `activate([...])`. Review rewrite: `.safeAreaLayoutGuide` after the root view; the note says the view moves down by the top safe-area inset (status bar, navigation bar, sensor housing) where that inset is not zero. Views also pinned to the root view's leading and trailing edges (a bar or header band that may draw behind the status bar on purpose) stay an info finding. Not sites: views named like backgrounds (background, backdrop) or sent to the back (sendSubviewToBack, insertSubview(_:at: 0)), views whose bottom is pinned to the safe area's top (they fill the area above it), constraints stored in a name whose `.constant` the file sets, or a `...Constraint` property other files write through (placed at computed coordinates), views also pinned to the root view's bottom, leading and trailing (full bleed), a child view controller's view, and scroll views (their content is inset by the safe area).",
        tiers: [.review, .finding],
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
                after: """
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        private let header = UILabel()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(header)
                            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
                        }
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "header-band",
                before: """
                    import UIKit

                    final class ArticleViewController: UIViewController {
                        private let headerBar = UIView()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(headerBar)
                            NSLayoutConstraint.activate([
                                headerBar.topAnchor.constraint(equalTo: view.topAnchor),
                                headerBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                headerBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            ])
                        }
                    }
                    """,
                findings: ["`headerBar` is pinned to the top of the view controller's root view"]),
        ])

    public let triggers = ["topAnchor", "attribute: .top"]

    /// The superclass chains of the types holding sites (is it a view controller?) and of the
    /// pinned views' types (is it a scroll view?).
    /// Writes through constraint properties (`popover.topConstraint.constant = ...`) in files setting constants.
    public let indexInterest = IndexInterest(triggers: ["topAnchor", "attribute: .top", ".constant"], memberSuffixes: ["Constraint"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let pins = AnchorPin.all(in: context.tree)
        let types = LayoutItemTypes(index: context.index)
        let screening = ContentViewScreening(pins: pins, types: types, tree: context.tree)
        var output = RuleOutput()
        for pin in pins where Self.pinsTopToRootView(pin) {
            guard let other = pin.other,
                  let owner = types.enclosingType(of: pin.call), types.kind(of: owner) == .viewController,
                  screening.isContentView(pin.item, owner: owner), !ContentViewScreening.isPositionedByCode(pin, in: context.tree, index: context.index) else { continue }
            let isBand = screening.spansWidth(AnchorPin.key(pin.item), owner: owner)
            if !isBand {
                output.append(Self.review(pin, other: other))
                continue
            }
            output.append(context.finding(
                at: pin.call, severity: isBand ? .info : .warning, Self.message(pin, other: other, isBand: isBand),
                suggestion: Self.suggestion(pin, other: other, context: context)))
        }
        return output
    }

    /// Every site is a pin of a top edge to the root view's top edge, told by its syntax, in a
    /// type the index says is a view controller (`rewrite`'s first questions, asked with the
    /// names the syntax gives).
    public func siteScreen(_ parsed: ParsedSource) -> SiteScreen {
        // `equalTo:` or `relatedBy: .equal`.
        guard parsed.source.mentions("equal") else { return .none }
        let owners = Set(AnchorPin.all(in: parsed.tree).filter(Self.pinsTopToRootView).compactMap { LayoutItemTypes.enclosingType(of: $0.call) })
        guard !owners.isEmpty else { return .none }
        return .ifIndex { [owners] index in
            let types = LayoutItemTypes(index: index)
            return owners.contains { types.kind(of: $0) == .viewController }
        }
    }

    private static func pinsTopToRootView(_ pin: AnchorPin) -> Bool {
        guard pin.edge == "top", pin.otherEdge == "top", pin.relation == "equalTo", let other = pin.other else { return false }
        return ContentViewScreening.isRootView(other)
    }

    static func message(_ pin: AnchorPin, other: ExprSyntax, isBand: Bool) -> String {
        let root = other.trimmedDescription
        let written = pin.isItemCall ? "`toItem: \(root), attribute: .top`" : "`\(root).topAnchor`"
        return "`\(pin.item.trimmedDescription)` is pinned to the top of the view controller's root view (\(written)), which, in a full-screen or navigation-controller presentation, "
            + "lies under the status bar, the navigation bar and the sensor housing (not in a sheet or popover): pin content to `\(root).safeAreaLayoutGuide\(pin.isItemCall ? "" : ".topAnchor")` (iOS 11) so it starts below them. "
            + (isBand
                ? "It spans the root view's width: a bar or header band drawing behind the status bar on purpose keeps `\(root)` and pins its own content to the safe area instead"
                : "A full-bleed background (pinned to all four edges of `\(root)`) should keep `\(root)`")
    }

    /// `.safeAreaLayoutGuide` inserted after the root view (`view`, `self.view`, `view!`): the
    /// guide's `topAnchor` is an `NSLayoutYAxisAnchor` like the view's, and `toItem:` takes any
    /// item, so the constraint keeps its type, relation, constant and priority.
    static func review(_ pin: AnchorPin, other: ExprSyntax) -> Site {
        let insertion = other.endPositionBeforeTrailingTrivia
        let root = other.trimmedDescription
        var item = pin.item.trimmedDescription
        while item.hasSuffix("?") || item.hasSuffix("!") { item.removeLast() }
        let (old, new) = pin.isItemCall
            ? ("`toItem: \(root)`", "`toItem: \(root).safeAreaLayoutGuide`")
            : ("`\(root).topAnchor`", "`\(root).safeAreaLayoutGuide.topAnchor`")
        let constant = Self.constant(of: pin).map { " (its constant, \($0), now counts from there)" } ?? ""
        return .review(
            at: pin.call, [SourceEdit(range: insertion..<insertion, replacement: ".safeAreaLayoutGuide")],
            because: "`\(item)`'s top is pinned to \(new) instead of \(old): wherever the root view's top safe-area inset is not zero "
                + "(under the status bar, a navigation bar or the sensor housing, as in a full-screen or navigation-controller presentation, "
                + "or with `additionalSafeAreaInsets`) `\(item)` now starts that much lower\(constant), and it follows the inset as it changes; "
                + "where the inset is zero nothing moves")
    }

    /// The constant as written, when not zero: `16` of `constant: 16`.
    private static func constant(of pin: AnchorPin) -> String? {
        guard let argument = pin.call.arguments.first(where: { $0.label?.text == "constant" }) else { return nil }
        let text = argument.expression.trimmedDescription
        return ["0", "0.0", ".zero"].contains(text) ? nil : text
    }

    /// The constraint as written, with `.safeAreaLayoutGuide` after the root view.
    static func suggestion(_ pin: AnchorPin, other: ExprSyntax, context: RuleContext) -> String {
        let bytes = SourceBytes(context)
        let start = pin.call.positionAfterSkippingLeadingTrivia.utf8Offset
        let insertion = other.endPositionBeforeTrailingTrivia.utf8Offset
        return bytes.text(start..<insertion) + ".safeAreaLayoutGuide" + bytes.text(insertion..<pin.call.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
