import ModernizeCore
import SwiftSyntax

/// A view created in code and constrained with anchors whose
/// `translatesAutoresizingMaskIntoConstraints` is never set to false -> a finding with the
/// line to add.
///
/// Finding only: the property stays true for views laid out by frame on purpose; the rule
/// reports a view only when it also builds anchor constraints on it and nothing it can see
/// (this file, the project index) may set the property.
public struct AutoresizingMask: Codemod {
    public let description = RuleDescription(
        id: "autoresizing-mask",
        legacy: "a view created in code and constrained with anchors, `translatesAutoresizingMaskIntoConstraints` left true",
        modern: "translatesAutoresizingMaskIntoConstraints = false before constraining it",
        since: IOSVersion(9),
        rationale: "A view created in code keeps translatesAutoresizingMaskIntoConstraints = true: its frame becomes constraints that conflict with the anchors. Sites: a local or stored property initialised with a UIView subclass's initializer (or a closure, for a property with a declared view type) whose anchors are the first item of a constraint in the same scope, and that nothing sets the property on: no write naming it in the project, none in its own closure. Not sites (the answer is unknown): a view passed to a function, put in an array or loop (a helper may set it), calling a method the project declares (`prepareForAutoLayout()`), added with addArrangedSubview (the stack view sets it), or of a project class that sets it on itself; @IBOutlets and views the rule did not create.",
        tiers: [.finding],
        examples: [
            RuleExample(
                "local-label",
                before: """
                    import UIKit

                    final class BadgeView: UIView {
                        func install() {
                            let count = UILabel()
                            addSubview(count)
                            count.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                        }
                    }
                    """,
                findings: ["`count` is created in code (line 5) and constrained with anchors"]),
        ])

    public let triggers = ["Anchor"]

    /// Every write of the property in the project (a write naming the view in another file, a
    /// project class setting it on itself), and the view classes' superclass chains.
    public let indexInterest = IndexInterest(
        triggers: [AutoLayoutOptIn.property], members: [AutoLayoutOptIn.property], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let types = LayoutItemTypes(index: context.index)
        let views = CodeCreatedView.all(in: context.tree, types: types)
        guard !views.isEmpty else { return RuleOutput() }
        let pins = AnchorPin.all(in: context.tree).filter { !$0.isItemCall }
        let optIn = AutoLayoutOptIn(context: context, types: types)
        var output = RuleOutput()
        for view in views {
            let references = view.references()
            let constrained = pins.filter { pin in references.contains { $0.id == pin.item.id || $0.id == ConstraintExpressions.unwrapped(pin.item).id } }
            guard let first = constrained.first, optIn.answer(for: view, references: references) == .never else { continue }
            output.append(context.finding(at: view.binding, Self.message(view, first: first, context: context), suggestion: Self.suggestion(view, first: first, context: context)))
        }
        return output
    }

    static func message(_ view: CodeCreatedView, first: AnchorPin, context: RuleContext) -> String {
        let line = context.position(of: view.binding).line
        let anchor = "`\(first.item.trimmedDescription).\(first.edge)Anchor` (line \(context.position(of: first.call).line))"
        return "`\(view.name)` is created in code (line \(line)) and constrained with anchors (\(anchor)), but nothing in this project sets its "
            + "`translatesAutoresizingMaskIntoConstraints` to false: its autoresizing mask is turned into constraints that conflict with them. "
            + "Add `\(view.name).translatesAutoresizingMaskIntoConstraints = false` \(placement(view, first: first, context: context).prose)"
    }

    static func suggestion(_ view: CodeCreatedView, first: AnchorPin, context: RuleContext) -> String {
        placement(view, first: first, context: context).line
    }

    /// After a local's declaration, after a builder's own local, else before the first
    /// constraint; indented like the line it goes next to.
    static func placement(_ view: CodeCreatedView, first: AnchorPin, context: RuleContext) -> (line: String, prose: String) {
        if let local = view.builderLocal, let name = local.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return (context.indentation(of: local) + "\(name).\(AutoLayoutOptIn.property) = false",
                    "in its closure, after line \(context.position(of: local).line) (on `\(name)`)")
        }
        if !view.isProperty {
            return (context.indentation(of: view.binding) + "\(view.name).\(AutoLayoutOptIn.property) = false",
                    "after line \(context.position(of: view.binding).line)")
        }
        let statement = first.call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }) ?? CodeBlockItemSyntax(item: .expr(ExprSyntax(first.call)))
        let receiver = first.item.trimmedDescription.hasPrefix("self.") ? "self.\(view.name)" : view.name
        return (context.indentation(of: statement) + "\(receiver).\(AutoLayoutOptIn.property) = false",
                "before line \(context.position(of: statement).line)")
    }
}
