import ModernizeCore
import SwiftSyntax

/// `UIApplication.shared.keyWindow` and `UIApplication.shared.windows` (with the usual ways of
/// picking the key or first window from it) -> the window of this code's scene: `window` in a
/// view, `view.window` in a view controller, else the key window of the connected window
/// scenes. The receiver must be typed `UIApplication` (or a subclass) by the index; a project's
/// own `keyWindow` on another type, `UIWindowScene.windows` and XCUITest's `app.windows` are
/// not sites.
///
/// A review rewrite where the lookup picks one window (`keyWindow`, `windows.first`, `.last`,
/// the key one of `windows`) in a method UIKit calls while the view is in its window: a view
/// controller's viewIsAppearing / viewDidAppear / viewWillDisappear / layout and safe-area
/// callbacks -> `view.window`; a view's didMoveToWindow / layoutSubviews / draw / safe-area
/// callbacks -> `window`. The note names the window it now is and when it is nil.
/// Findings everywhere else: no view in scope (which scene is a decision the rule cannot make),
/// other methods (a helper or presentation callback may run before the view is in a window, as
/// when it sizes a presented controller: element-ios' dialpad does), `windows[0]` (not
/// optional, the replacement is), the whole `windows` array, a UIWindow subclass, a
/// closure that does not capture `self` yet (the replacement would add a capture), a stored
/// property's initializer, a member that passes `self` on (`addSubview(self)`, `present(self,
/// ...)`: it puts itself on screen and is in no window yet), a comment inside the lookup, and
/// an optional replacement where a postfix (`!`, `.map`) follows.
public struct KeyWindow: Codemod {
    public let description = RuleDescription(
        id: "key-window",
        legacy: "UIApplication.shared.keyWindow / .windows",
        modern: "the scene's window (view.window, windowScene.keyWindow)",
        since: IOSVersion(15),
        rationale: "keyWindow (deprecated in iOS 13) and windows (iOS 15) look across every connected scene, so with several scenes they may return another scene's window; a view's own window, or its scene's key window, is the one the code is about. Review rewrite, in a view or view controller (by class chain), in a method UIKit calls while the view is in its window (viewIsAppearing, viewDidAppear, viewWillDisappear, layout and safe-area callbacks; a view's didMoveToWindow, layoutSubviews, draw): a lookup of one window (keyWindow, windows.first/.last, the key one of windows) -> `view.window` / `window`; the note says it is this view's window, nil while the view is in none. Findings: no view in scope, any other method (it may run before the view is in a window), windows[0], the whole windows array, UIWindow subclasses, closures not capturing self yet, stored property initializers, members passing `self` on (addSubview(self), present(self...): not in a window yet).",
        appleDeprecated: true,
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "key-window-in-controller",
                before: """
                    import UIKit

                    final class PlayerViewController: UIViewController {
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            UIApplication.shared.keyWindow?.endEditing(true)
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class PlayerViewController: UIViewController {
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            view.window?.endEditing(true)
                        }
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "key-window-in-view",
                before: """
                    import UIKit

                    final class BadgeView: UIView {
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            frame.size.width = UIApplication.shared.windows.first { $0.isKeyWindow }?.bounds.width ?? 320
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class BadgeView: UIView {
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            frame.size.width = window?.bounds.width ?? 320
                        }
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "helper-in-controller",
                before: """
                    import UIKit

                    final class PlayerViewController: UIViewController {
                        func showOverlay(_ overlay: UIView) {
                            UIApplication.shared.keyWindow?.addSubview(overlay)
                        }
                    }
                    """,
                findings: ["`UIApplication.shared.keyWindow` is deprecated"]),
        ])

    public let triggers = ["keyWindow", "windows"]

    /// The superclass chains of the types holding the lookups (is it a view, a view controller,
    /// a `UIApplication` subclass?), across files.
    public let indexInterest = IndexInterest(triggers: ["keyWindow", "windows"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let types = context.types
        var output = RuleOutput()
        for reference in SyntaxSearch.all(ExprSyntax.self, in: context.tree, where: Self.isWindowsReference) {
            guard let lookup = WindowLookup(reference: reference), isApplication(lookup, reference: reference, types: types) else { continue }
            let scope = WindowScope(at: lookup.expression, types: types)
            if let rewrite = KeyWindowRewrite(lookup: lookup, scope: scope, context: context).site {
                output.append(rewrite)
                continue
            }
            output.append(KeyWindowFinding(lookup: lookup, scope: scope, context: context).site)
        }
        return output
    }

    /// Every site is a window lookup through `keyWindow` or `windows`, told by its syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        SyntaxSearch.contains(ExprSyntax.self, in: parsed.tree) { Self.isWindowsReference($0) && WindowLookup(reference: $0) != nil }
    }

    /// `x.keyWindow`, `x.windows`, or a bare `keyWindow` / `windows`.
    private static func isWindowsReference(_ expression: ExprSyntax) -> Bool {
        if let access = expression.as(MemberAccessExprSyntax.self) { return ["keyWindow", "windows"].contains(access.declName.baseName.text) }
        guard let bare = expression.as(DeclReferenceExprSyntax.self), ["keyWindow", "windows"].contains(bare.baseName.text) else { return false }
        // A member's name (`x.windows`) is the member access's, not a bare reference.
        return bare.parent?.as(MemberAccessExprSyntax.self)?.declName.id != bare.id
    }

    /// The receiver is a `UIApplication` as the index and the SDK facts type it; a bare
    /// `windows` is one in the application's own instance code (not a local of that name).
    private func isApplication(_ lookup: WindowLookup, reference: ExprSyntax, types: ExpressionTypeResolver) -> Bool {
        if let application = lookup.application {
            guard let name = types.type(of: application).type?.unwrapped.nominalName else { return false }
            return types.isSubclass(name, of: "UIApplication")
        }
        guard Scopes.declarations(of: lookup.member.text, at: reference).isEmpty,
              let owner = InstanceCode.selfType(at: reference) else { return false }
        return types.isSubclass(owner, of: "UIApplication")
    }
}
