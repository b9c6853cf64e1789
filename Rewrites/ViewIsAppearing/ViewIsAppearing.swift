import ModernizeCore
import SwiftSyntax

/// `viewDidLoad` / `viewWillAppear(_:)` code that reads the root view's size, safe area or
/// trait collection, or scrolls to an item -> `viewIsAppearing(_:)`.
///
/// A review rewrite where the statements to move end the method: they move, with their
/// comments, into a new `override func viewIsAppearing(_:)` (its `super` call first) placed
/// right after the method. From viewWillAppear any such tail moves (same appearances, later in
/// each); from viewDidLoad only statements that set the same state when run again (`let` of a
/// value, `x.y = value`, `if` / `#if` over those; values read properties and build
/// `CGSize` / `CGRect` / ... and call nothing else), as viewIsAppearing runs on every
/// appearance. The note names the moved lines, the timing and, for viewDidLoad, what is set
/// again. Findings (one per method, at its first such statement) where other statements follow
/// them, they use locals declared before them, the class already has a viewIsAppearing or
/// both methods are flagged, the body has a `defer`, a viewDidLoad statement calls anything or
/// uses `animated` (the new parameter would shadow it).
public struct ViewIsAppearing: Codemod {
    public let description = RuleDescription(
        id: "view-is-appearing",
        legacy: "geometry / trait reads in viewDidLoad or viewWillAppear",
        modern: "override func viewIsAppearing(_:)",
        since: IOSVersion(13),
        rationale: "In viewDidLoad the view is not in a window yet (nib or default size, traits not final) and in viewWillAppear it may not be laid out; viewIsAppearing (back-deployed to iOS 13 by Xcode 15) runs with accurate size, safe area and traits. Sites: reads of the root view's bounds, frame, safe area or layout-guide frames, of trait collections (not the device's userInterfaceIdiom) and scrolling to an item or row, in statements viewDidLoad/viewWillAppear run themselves. Not sites: writes, subviews' frames (laid out only after viewIsAppearing), `view.bounds` as the initial frame of a subview (an initializer's frame: argument, or an assignment next to autoresizing masks or constraints), closures run later (async blocks, completion handlers, nested functions) and setup independent of geometry. Review rewrite when the statements to move end the method: they move into a new viewIsAppearing(_:) after it, with its super call; from viewDidLoad only statements that set the same state again when rerun (lets, assignments of values, if / #if over them; no calls but CGSize/CGRect-like builders), as viewIsAppearing runs on every appearance. Findings otherwise: statements after them, locals declared before them, an existing viewIsAppearing, both methods flagged, a defer, `animated` used in viewDidLoad.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "bounds-in-view-did-load",
                before: """
                    import UIKit

                    final class GalleryViewController: UIViewController {
                        let layout = UICollectionViewFlowLayout()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = .systemBackground
                            layout.itemSize = CGSize(width: view.bounds.width / 3, height: 120)
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class GalleryViewController: UIViewController {
                        let layout = UICollectionViewFlowLayout()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = .systemBackground
                        }

                        override func viewIsAppearing(_ animated: Bool) {
                            super.viewIsAppearing(animated)
                            layout.itemSize = CGSize(width: view.bounds.width / 3, height: 120)
                        }
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "call-in-view-did-load",
                before: """
                    import UIKit

                    final class GalleryViewController: UIViewController {
                        let layout = UICollectionViewFlowLayout()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            layout.itemSize = CGSize(width: view.bounds.width / 3, height: 120)
                            layout.invalidateLayout()
                        }
                    }
                    """,
                findings: ["`viewDidLoad` reads its view's geometry or traits before the view is in a window"]),
        ])
    public let triggers = ["viewDidLoad", "viewWillAppear"]

    /// Superclass chains across files (`FeedViewController: ThemedScreen`, `ThemedScreen:
    /// UIViewController` elsewhere) and viewIsAppearing overrides in other files.
    public let indexInterest = IndexInterest(triggers: ["viewIsAppearing"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let methods = Self.overrides(in: context.tree)
        // Everything per type is looked up once: the rule stays linear in a file's overrides.
        let types = LocalTypes(context.tree)
        var owners: [String: ControllerOwner?] = [:]
        let planned = methods.compactMap { method -> (FunctionDeclSyntax, ControllerOwner, AppearingPlan)? in
            guard let name = ControllerOwner.ownerName(of: method) else { return nil }
            if owners[name] == nil { owners[name] = .some(ControllerOwner(named: name, in: types, index: context.index, context: context)) }
            guard let owner = owners[name]!, let plan = AppearingPlan(method: method) else { return nil }
            return (method, owner, plan)
        }
        let byOwner = Dictionary(grouping: planned.indices, by: { planned[$0].1.name })
        var output = RuleOutput()
        for (method, owner, plan) in planned {
            // viewDidLoad and viewWillAppear of one class both flagged: their suggestions go in one override.
            let siblings = (byOwner[owner.name] ?? []).map { planned[$0] }.filter { $0.0.id != method.id }
                .map { (name: $0.0.name.text, line: context.position(of: $0.2.statements[0]).line) }
            if let rewrite = AppearingRewrite(method: method, owner: owner, plan: plan, hasSiblings: !siblings.isEmpty, context: context).site {
                output.append(rewrite)
                continue
            }
            output.append(AppearingFinding(method: method, owner: owner, plan: plan, siblings: siblings, context: context).site)
        }
        return output
    }

    /// Every site is an override in a type or an extension whose body reads geometry: the plan
    /// is made from the syntax alone, before the owner is looked up.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        parsed.source.mentions("override") && Self.overrides(in: parsed.tree).contains { ControllerOwner.ownerName(of: $0) != nil && AppearingPlan(method: $0) != nil }
    }

    /// The `viewDidLoad()` and `viewWillAppear(_:)` overrides with a body.
    private static func overrides(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        SyntaxSearch.all(FunctionDeclSyntax.self, in: tree, skipping: .functions) { function in
            function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) && function.body != nil
                && (isViewDidLoad(function) || isViewWillAppear(function))
        }
    }

    static func isViewDidLoad(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "viewDidLoad" && function.signature.parameterClause.parameters.isEmpty
    }

    static func isViewWillAppear(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "viewWillAppear" && function.signature.parameterClause.parameters.count == 1
    }
}
