import ModernizeCore
import SwiftSyntax

/// `<constraint changes>; UIView.animate(...) { view.layoutIfNeeded() }` ->
/// `UIView.animate(..., options: .flushUpdates) { <constraint changes> }` (iOS 26).
///
/// With `.flushUpdates` UIKit flushes pending layout before and after the animation block, so
/// constraint changes made inside the block animate without a manual layout pass. The changes
/// must be the contiguous `.constant =` / `.isActive =` / activate / deactivate statements
/// just before the call, on constraints the flushed view owns (`view` in a view controller,
/// `self` in a view); a `layoutIfNeeded()` of the same view before them goes too (UIKit now
/// flushes first). Existing options are merged, the completion is kept; the duration-only
/// overloads move to `animate(withDuration:delay:options:animations:completion:)` with delay 0.
/// When the closure already holds only such changes followed by the flush, only the flush goes.
/// Review: the flush lays out every view with pending updates, not only the flushed one.
///
/// Closures doing more than constraint changes and the flush, method-call or unrelated
/// statements before the changes,
/// optional chaining, capture lists, other views and names that would need an unclear `self.`
/// are findings. `UIViewPropertyAnimator` is not looked at.
public struct FlushUpdatesAnimation: Codemod {
    public let description = RuleDescription(
        id: "flush-updates-animation",
        legacy: "layoutIfNeeded() inside UIView.animate",
        modern: "UIView.animate(options: .flushUpdates)",
        since: IOSVersion(26),
        rationale: "flushUpdates applies pending trait and observable changes in the animation without a manual layout pass.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "collapse-banner",
                before: """
                    import UIKit

                    final class BannerController: UIViewController {
                        var bannerHeight: NSLayoutConstraint!

                        func collapse() {
                            bannerHeight.constant = 0
                            UIView.animate(withDuration: 0.3) {
                                self.view.layoutIfNeeded()
                            }
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class BannerController: UIViewController {
                        var bannerHeight: NSLayoutConstraint!

                        func collapse() {
                            UIView.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
                                self.bannerHeight.constant = 0
                            }
                        }
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["layoutIfNeeded"]

    /// Constraint properties and the members of the animating type (also in other files).
    public let indexInterest = IndexInterest(triggers: ["NSLayoutConstraint"])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let builder = FlushSite(context: context)
        for animate in AnimateCall.all(in: context.tree) {
            if let site = builder.site(for: animate) { output.append(site) }
        }
        return output
    }

    /// Every site is a `UIView.animate` call with an animations closure, told by its syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        parsed.source.mentions("UIView") && !AnimateCall.all(in: parsed.tree).isEmpty
    }
}
