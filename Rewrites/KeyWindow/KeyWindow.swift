import ModernizeCore
import SwiftSyntax

/// `UIApplication.shared.keyWindow` and `UIApplication.shared.windows` (with the usual ways of
/// picking the key or first window from it) -> the window of this code's scene: `window` in a
/// view, `view.window` in a view controller, else the key window of the connected window
/// scenes. The receiver must be typed `UIApplication` (or a subclass) by the index; a project's
/// own `keyWindow` on another type, `UIWindowScene.windows` and XCUITest's `app.windows` are
/// not sites.
///
/// A finding, never a rewrite: the application-wide window and the scene's window are the same
/// only while the app shows one scene, and which scene a piece of code belongs to is a decision
/// the rule cannot make.
public struct KeyWindow: Codemod {
    public let description = RuleDescription(
        id: "key-window",
        legacy: "UIApplication.shared.keyWindow / .windows",
        modern: "the scene's window (view.window, windowScene.keyWindow)",
        since: IOSVersion(15),
        rationale: "keyWindow (deprecated in iOS 13) and windows (iOS 15) look across every connected scene, so with several scenes they may return another scene's window; a view's own window, or its scene's key window, is the one the code is about.",
        appleDeprecated: true,
        tiers: [.finding],
        examples: [
            RuleExample(
                "key-window-in-controller",
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
        let references = SyntaxSearch.all(ExprSyntax.self, in: context.tree) { expression in
            if let access = expression.as(MemberAccessExprSyntax.self) { return ["keyWindow", "windows"].contains(access.declName.baseName.text) }
            guard let bare = expression.as(DeclReferenceExprSyntax.self), ["keyWindow", "windows"].contains(bare.baseName.text) else { return false }
            // A member's name (`x.windows`) is the member access's, not a bare reference.
            return bare.parent?.as(MemberAccessExprSyntax.self)?.declName.id != bare.id
        }
        for reference in references {
            guard let lookup = WindowLookup(reference: reference), isApplication(lookup, reference: reference, types: types) else { continue }
            output.append(KeyWindowFinding(lookup: lookup, scope: WindowScope(at: lookup.expression, types: types), context: context).site)
        }
        return output
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
