import ModernizeCore
import SwiftSyntax

/// Two or more consecutive `<constraint>.isActive = true` statements in one block ->
/// `NSLayoutConstraint.activate([...])`, one element per line, comments kept with their
/// element (`= false` runs -> `deactivate`). The constraints are activated in the same order
/// with nothing in between, so the program is the same; the engine adds them in one batch.
///
/// A run breaks at any other statement (an `addSubview` between two activations stays between
/// them), at `#if` (a different block), at a receiver not known to be a constraint, and at an
/// optional-chained receiver (`a?.b.constraint(...)` cannot go in an array of non-optionals),
/// and before a receiver that reads layout state (`systemLayoutSizeFitting`, `constraints.last!`,
/// `layoutIfNeeded()`): in one batch every receiver is evaluated before any is activated, so
/// such a receiver would run before the constraints above it exist; it starts a run instead;
/// a run made only of optional receivers is reported. Receivers are typed by the expression
/// type resolver; one it cannot type splits the run and the activations around it are reported.
public struct LayoutConstraintActivation: Codemod {
    public let description = RuleDescription(
        id: "layout-constraint-activation",
        legacy: "`.isActive = true` one constraint at a time",
        modern: "NSLayoutConstraint.activate([...])",
        since: IOSVersion(9),
        rationale: "Activating constraints in one batch lets the layout engine add them together instead of one update per constraint.",
        tiers: [.safe, .finding],
        examples: [
            RuleExample(
                "pin-edges",
                before: """
                    import UIKit

                    func pin(_ child: UIView, in parent: UIView) {
                        child.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
                        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
                    }
                    """,
                after: """
                    import UIKit

                    func pin(_ child: UIView, in parent: UIView) {
                        NSLayoutConstraint.activate([
                            child.topAnchor.constraint(equalTo: parent.topAnchor),
                            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                        ])
                    }
                    """),
        ])

    public let triggers = [".isActive = true", ".isActive = false"]

    /// Files declaring `NSLayoutConstraint` properties, and the superclasses of the types holding
    /// sites: the resolver types a receiver through them.
    public let indexInterest = IndexInterest(triggers: ["NSLayoutConstraint"], supertypeChains: true)

    public init() {}

    /// Every site is a run of at least two activations in a row.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        ActivationRuns.holdsTwoActivationsInARow(parsed.tree)
    }

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let found = ActivationRuns(types: context.types).runs(in: context.tree)
        for run in found.runs {
            output.append(ActivationRewrite(context: context).site(for: run))
        }
        for run in found.unknown {
            output.append(ActivationRewrite(context: context).finding(for: run))
        }
        return output
    }
}
