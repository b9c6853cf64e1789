import ModernizeCore
import SwiftSyntax

/// `tabBarController.viewControllers = [...]` / `setViewControllers(_:animated:)` on a
/// `UITabBarController` -> a finding with the iOS 18 `tabs = [UITab(...)]` to write: one
/// `UITab(title:image:identifier:) { _ in vc }` per view controller, with the title and image
/// its `tabBarItem` gets in the same function when they are there.
///
/// A finding, never a rewrite: a UITab carries its own title, image and identifier (the
/// view controller's `tabBarItem` no longer decides them), and code elsewhere may still read
/// the controllers by index. The receiver must be a tab bar controller as the index types it
/// (a local, a property, `self` in a subclass); `UINavigationController.viewControllers` and a
/// project type's own `viewControllers` are not sites.
public struct TabBarUITab: Codemod {
    public let description = RuleDescription(
        id: "tab-bar-uitab",
        legacy: "UITabBarController.viewControllers = [...] / setViewControllers(_:animated:)",
        modern: "tabs = [UITab(title:image:identifier:) { _ in vc }]",
        since: IOSVersion(18),
        rationale: "UITab describes each tab (title, image, identifier) apart from its view controller, which UIKit asks for when the tab is needed; tabs are what the iPad tab bar, the sidebar (UITabGroup, mode = .tabSidebar) and tab customization are built on. Finding only: with tabs the tab bar shows each UITab's title, image and badge, not the view controller's `tabBarItem`, which other code (badge counts, titles set later) keeps writing, and code reading `viewControllers` or `selectedIndex` sees UIKit's tab-driven state; which of those a screen depends on is not in the code around the assignment, so the finding gives the `tabs` to write.",
        tiers: [.finding],
        examples: [
            RuleExample(
                "root-tabs",
                before: """
                    import UIKit

                    @MainActor func makeRoot(home: UIViewController, settings: UIViewController) -> UITabBarController {
                        let root = UITabBarController()
                        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: nil)
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
                        root.viewControllers = [home, settings]
                        return root
                    }
                    """,
                findings: ["`root.viewControllers = [home, settings]` left as is"]),
        ])

    public let triggers = ["viewControllers", "setViewControllers"]

    /// Tab bar controller subclasses' chains, across files.
    public let indexInterest = IndexInterest(triggers: ["viewControllers", "setViewControllers"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let types = context.types
        var output = RuleOutput()
        for assignment in Self.assignments(in: context.tree) where isTabBarController(assignment, types: types) {
            output.append(finding(assignment, context: context, types: types))
        }
        return output
    }

    /// Every site is an assignment of `viewControllers` or a `setViewControllers(_:animated:)`.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        !Self.assignments(in: parsed.tree).isEmpty
    }

    private static func assignments(in tree: SourceFileSyntax) -> [TabBarAssignment] {
        SyntaxSearch.all(SequenceExprSyntax.self, in: tree).compactMap(TabBarAssignment.init(assignment:))
            + SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).compactMap(TabBarAssignment.init(call:))
    }

    /// The receiver's type (or, for a bare name, the type whose instance code holds it) is
    /// `UITabBarController` or a subclass.
    private func isTabBarController(_ assignment: TabBarAssignment, types: ExpressionTypeResolver) -> Bool {
        let name: String?
        if let receiver = assignment.receiver {
            name = types.type(of: receiver).type?.unwrapped.nominalName
        } else {
            guard let bare = assignment.reference.as(DeclReferenceExprSyntax.self),
                  Scopes.declarations(of: bare.baseName.text, at: bare).isEmpty else { return false }
            // In a static member `self` is the type: `viewControllers` there is not the instance's.
            name = InstanceCode.selfType(at: bare)
        }
        return name.map { types.isSubclass($0, of: "UITabBarController") } ?? false
    }

    private func finding(_ assignment: TabBarAssignment, context: RuleContext, types: ExpressionTypeResolver) -> Site {
        let suggestion = TabsSuggestion(assignment: assignment, context: context, types: types)
        let controllers = assignment.controllers.trimmedDescription.contains(where: \.isNewline) ? "[...]" : OneLine.text(of: assignment.controllers)
        let written = assignment.animated.map { "\(assignment.receiverPrefix)setViewControllers(\(controllers), animated: \($0.trimmedDescription))" }
            ?? "\(assignment.receiverPrefix)viewControllers = \(controllers)"
        var message = "`\(written)` left as is: on iOS 18 a UITabBarController takes `tabs`, UITab objects that each carry a title, an image and an identifier unique among the tabs, and return their view controller from a closure UIKit calls when it needs it; the tab bar then shows the UITab's title and image, not the view controller's `tabBarItem`"
        if assignment.controllers.is(NilLiteralExprSyntax.self) {
            message += "; to remove every tab, set `tabs` to an empty array"
        } else if let elements = suggestion.elements {
            let read = elements.filter { !$0.explicit }.map { "`\($0.name)`" }
            message += read.isEmpty
                ? ", so the suggestion takes them from the `tabBarItem` set in this function"
                : ", so the suggestion reads the `tabBarItem` of \(ProseList.join(read)) (put their titles and images in the suggestion instead)"
        } else if assignment.controllers.is(ArrayExprSyntax.self) {
            message += ", so the suggestion binds the view controllers first (they are still created here) and reads each one's `tabBarItem`; write their titles, images and stable identifiers instead"
        } else {
            message += ", so the suggestion maps `\(OneLine.text(of: assignment.controllers))` and reads each view controller's `tabBarItem`; write their titles, images and stable identifiers instead"
        }
        message += "; the identifiers name tabs in saved customizations and selections, so keep them stable"
        if context.options.minimumIOS < IOSVersion(18) {
            message += "; UITab needs iOS 18 and the deployment target is iOS \(context.options.minimumIOS): set the tabs under `if #available(iOS 18, *)` and keep this in the `else` branch"
        }
        return context.finding(at: assignment.node, severity: .info, message, suggestion: suggestion.text)
    }
}
