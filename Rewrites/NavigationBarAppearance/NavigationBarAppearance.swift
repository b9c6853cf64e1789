import ModernizeCore
import SwiftSyntax

/// Legacy navigation bar styling (`barTintColor`, `isTranslucent`, title attributes, an empty
/// shadow or background image) -> one `UINavigationBarAppearance` in the standard and scroll-edge
/// slots. The compact slots are not written: empty, they fall back to those two, the object they
/// would get.
///
/// A review rewrite: since iOS 15 the scroll-edge state ignores legacy styling, so the migrated
/// bar looks different there (which is the point), and the note names what else may, including
/// where the app styles `UINavigationBar.appearance()` elsewhere. Left alone with a finding:
/// values read from another bar, lines in the fallback of an `#available` check, functions that
/// already use appearance objects, tab bars, toolbars and search bars (out of scope). Lines the
/// rewrite keeps beside its appearance object (`isTranslucent = false`, `tintColor`, `barStyle`)
/// are not reported again on a later run.
public struct NavigationBarAppearance: Codemod {
    public let description = RuleDescription(
        id: "navigation-bar-appearance",
        legacy: "navigationBar.barTintColor / isTranslucent",
        modern: "UINavigationBarAppearance in standardAppearance and scrollEdgeAppearance",
        since: IOSVersion(13),
        rationale: "Since iOS 15 scroll-edge appearance ignores barTintColor; only an appearance object styles every state.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "opaque-bar",
                before: """
                    import UIKit

                    final class InboxViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationController?.navigationBar.isTranslucent = false
                            navigationController?.navigationBar.barTintColor = .systemIndigo
                            navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class InboxViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let appearance = UINavigationBarAppearance()
                            appearance.configureWithOpaqueBackground()
                            navigationController?.navigationBar.isTranslucent = false
                            appearance.backgroundColor = .systemIndigo
                            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
                            navigationController?.navigationBar.standardAppearance = appearance
                            navigationController?.navigationBar.scrollEdgeAppearance = appearance
                        }
                    }
                    """,
                findings: ["review: legacy styling of `navigationController?.navigationBar` now goes through one UINavigationBarAppearance"]),
        ])

    public let triggers = [
        "barTintColor", "isTranslucent", "titleTextAttributes", "largeTitleTextAttributes", "shadowImage",
        "setBackgroundImage",
    ]

    /// Bars declared as properties in other files, and where the module styles
    /// `UINavigationBar.appearance()` (named in the notes of other bars' rewrites).
    public let indexInterest = IndexInterest(
        triggers: ["UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "Appearance"],
        members: AppearanceSlots.all.union(StylingLine.legacyProperties), calls: ["setBackgroundImage", "appearance"], supertypeChains: true)

    public init() {}

    /// Every site is a run of bar styling statements, told by their syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        !StylingRun.all(in: parsed.tree).isEmpty
    }

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let runs = StylingRun.all(in: context.tree)
        let navigationRuns = runs.filter { BarKind.of($0.receiver, at: $0.first, context: context) == .navigationBar }
        let leaveAlone = LeaveAlone(runs: navigationRuns)
        var names = AppearanceNames()
        for run in runs {
            switch BarKind.of(run.receiver, at: run.first, context: context) {
            case .navigationBar:
                if LeaveAlone.isKeptBesideAppearance(run) { continue }  // what an earlier run kept on purpose
                if let reason = leaveAlone.reason(for: run) {
                    output.append(context.finding(at: run.legacyLines[0].statement, "left as is: " + reason))
                    continue
                }
                switch AppearancePlan.make(for: run) {
                case .success(let plan):
                    let name = names.fresh("appearance", near: run.first)
                    output.append(AppearanceRewrite(context: context).site(for: run, plan: plan, name: name))
                case .failure(let blocked): output.append(context.finding(at: blocked.line.statement, "left as is: " + blocked.message, suggestion: blocked.suggestion))
                }
            case .otherBar(let type):
                if let finding = OutOfScope.finding(for: run, type: type, context: context) { output.append(finding) }
            case .unresolvedNavigationBar:
                output.append(context.finding(
                    at: run.first, severity: .info,
                    "left as is: `\(run.receiver.trimmedDescription)` reads like a navigation bar, but the rule could not resolve its type (a project type may have a `navigationBar` of its own); if it is a UINavigationBar, move this styling to a UINavigationBarAppearance by hand"))
            case .unknown:
                continue
            }
        }
        return output
    }
}

/// Tab bars, toolbars and search bars: named, not rewritten.
enum OutOfScope {
    /// The properties whose legacy form loses the bar's background since iOS 15.
    static let backgroundProperties: Set<String> = ["barTintColor", "shadowImage", "setBackgroundImage", "backgroundImage"]

    /// A note for a tab bar or toolbar (their own appearance objects are a hand migration);
    /// nothing for a search bar, which has no appearance object to move to.
    static func finding(for run: StylingRun, type: String, context: RuleContext) -> Site? {
        let properties = run.legacyLines.map(\.property).filter(backgroundProperties.contains)
        guard !properties.isEmpty, type != "UISearchBar" else { return nil }
        let receiver = run.receiver.trimmedDescription
        let listed = uniqued(properties).joined(separator: "`, `")
        let advice = switch type {
        case "UITabBar": "since iOS 15 a tab bar's scroll-edge state ignores it too: configure a UITabBarAppearance and assign it to standardAppearance and scrollEdgeAppearance by hand"
        case "UIToolbar": "since iOS 15 a toolbar's scroll-edge state ignores it too: configure a UIToolbarAppearance and assign it to standardAppearance, compactAppearance, scrollEdgeAppearance and compactScrollEdgeAppearance by hand"
        default: "it has no appearance object of its own; keep this styling"
        }
        return context.finding(
            at: run.first, severity: .info,
            "left as is: `\(receiver)` is a \(type), not a navigation bar (out of scope for this rule); its `\(listed)` styling: \(advice)")
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
