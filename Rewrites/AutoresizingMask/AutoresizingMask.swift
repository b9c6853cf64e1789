import ModernizeCore
import SwiftSyntax

/// A view created in code and constrained with anchors whose
/// `translatesAutoresizingMaskIntoConstraints` is never set to false -> the line inserted
/// (review), or a finding with the line to add.
///
/// The rule reports a view only when it also builds anchor constraints on it and nothing it can
/// see (this file, the project index) may set the property. It inserts
/// `view.translatesAutoresizingMaskIntoConstraints = false` (review, `OptInRewrite`) after a
/// local's declaration (or its builder closure's local), or before the first constraint
/// statement of a `private`/`fileprivate` property, only when nothing sets it and no other file
/// can reach the view, this file lays it out by no frame (`frame`, `bounds`, `center`,
/// `autoresizingMask`, `sizeToFit`, `systemLayoutSizeFitting`, `layer.frame`; a non-zero
/// `frame:` at creation; a project class of its chain setting its own), it is not a view UIKit
/// sizes itself (a cell, a header or footer, a window, an input view), it is handed to no
/// function, every constraint on it is activated where it is made (`activate([...])` or
/// `.isActive = true`, behind no `if`, loop or `#if`; for a property, all in one block), and
/// the equality constraints fix its position on both axes and its size (or a UIKit class's
/// intrinsic content size gives the rest). Every other shape keeps the finding.
public struct AutoresizingMask: Codemod {
    public let description = RuleDescription(
        id: "autoresizing-mask",
        legacy: "a view created in code and constrained with anchors, `translatesAutoresizingMaskIntoConstraints` left true",
        modern: "translatesAutoresizingMaskIntoConstraints = false before constraining it",
        since: IOSVersion(9),
        rationale: "A view created in code keeps translatesAutoresizingMaskIntoConstraints = true: its frame becomes constraints that conflict with the anchors. Sites: a local or stored property initialised with a UIView subclass's initializer (or a closure, for a property with a declared view type) whose anchors are the first item of a constraint in the same scope, and that nothing sets the property on: no write on it in its scope or its own closure, none elsewhere in the project on a receiver the index types as its class or a subclass (`card.badge` with `card: CardController`; a same-named property of another type is another view). A write in the view's file through an untyped closure or loop parameter is typed by the array's element (`cards.forEach { card in card.badge... }`); a write of true opts nothing in. A view passed to a function of the project (declared in this file, or in another one through the index, which records each function's parameters and the parameter each write goes through) is opted in when that function sets the property to false on the parameter it is passed as (matched by labels and position, defaults left out; on each element of a variadic or array parameter, through forEach or for-in), and not when it sets true, only reads it, sets it on another parameter or on a view it creates, or only an overload for another class (a lookalike `Badge`) sets it. A write whose receiver's type the index cannot tell, or on a local of unknown type named like the view, leaves the finding, worded: it may be set there; so does a call handing the view to a function that hands it on where the rule does not follow, to an overloaded, overridden or protocol method, and, for a property other files can reach, a function that sets it to false on a parameter of a type able to hold the view or on a value of unknown type (the index records a call's labels, not what it passes: a caller the rule does not see may pass this view). Not sites (the answer is unknown): a view passed to a function the rule cannot follow (the SDK's, or the project's with no write of the property), put in an array, calling a method the project declares (`prepareForAutoLayout()`), added with addArrangedSubview (the stack view sets it), or of a project class that sets it on itself; @IBOutlets and views the rule did not create. Rewritten (review): the common shape, the line inserted after a local's declaration (or its builder closure's local) or before the first constraint statement of a `private`/`fileprivate` property, when nothing sets it, no other file can reach the view, this file lays it out by no frame (`frame`, `bounds`, `center`, `autoresizingMask`, `sizeToFit`, `systemLayoutSizeFitting`, `layer.frame`, a non-zero `frame:`, a project class setting its own), it is no view UIKit sizes itself (a cell, a header or footer, a window, an input view), it is handed to no function, every constraint on it is activated where it is made (behind no `if`, loop or `#if`; for a property, in one block) and the equality constraints fix its position on both axes and its size (or a UIKit class's intrinsic content size gives the rest); the note names those constraints' lines and anchors. Everything else stays a finding: a non-private property (the index records no `frame` use), only part of its size or position constrained, a line shared with other code (`;`).",
        tiers: [.review, .finding],
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
            RuleExample(
                "local-label-centered",
                before: """
                    import UIKit

                    final class BadgeView: UIView {
                        func install() {
                            let count = UILabel()
                            addSubview(count)
                            NSLayoutConstraint.activate([
                                count.centerXAnchor.constraint(equalTo: centerXAnchor),
                                count.centerYAnchor.constraint(equalTo: centerYAnchor),
                            ])
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class BadgeView: UIView {
                        func install() {
                            let count = UILabel()
                            count.translatesAutoresizingMaskIntoConstraints = false
                            addSubview(count)
                            NSLayoutConstraint.activate([
                                count.centerXAnchor.constraint(equalTo: centerXAnchor),
                                count.centerYAnchor.constraint(equalTo: centerYAnchor),
                            ])
                        }
                    }
                    """,
                findings: ["review: `count` is created in code (line 5)"]),
        ])

    public let triggers = ["Anchor"]

    /// Every write of the property in the project (on the view through its class in another
    /// file, a project class setting it on itself), the superclass chains of the classes
    /// holding them, and the type headers of the files the index does not read (a subclass of
    /// the view's class declared there).
    public let indexInterest = IndexInterest(
        triggers: [AutoLayoutOptIn.property], members: [AutoLayoutOptIn.property], supertypeChains: true, typeHeaders: true, parameters: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        // A site is a view this file creates and pins with anchors: no pin, no site.
        let allPins = AnchorPin.all(in: context.tree)
        let pins = allPins.filter { !$0.isItemCall }
        guard !pins.isEmpty else { return RuleOutput() }
        let types = LayoutItemTypes(index: context.index)
        let views = CodeCreatedView.all(in: context.tree, types: types)
        guard !views.isEmpty else { return RuleOutput() }
        let optIn = AutoLayoutOptIn(context: context, types: types)
        let insertion = OptInRewrite(context: context, index: context.index)
        var output = RuleOutput()
        for view in views {
            let references = view.references()
            guard let first = Self.constrainedPins(pins, of: references).first else { continue }
            let message: String
            switch optIn.answer(for: view, references: references) {
            case .set, .unknown: continue
            case .never:
                if let site = insertion.site(for: view, references: references, allPins: allPins) {
                    output.append(site)
                    continue
                }
                message = Self.message(view, first: first, context: context)
            case .maybe(let write): message = Self.message(view, first: first, uncertainWrite: write, context: context)
            case .maybeThroughCall(let call):
                message = Self.message(view, first: first, doubt: "`\(call.call)` (\(call.location)) passes it to \(call.reason)",
                                       check: "that function", context: context)
            case .maybeThroughHelper(let write):
                message = Self.message(view, first: first, doubt: "\(write.location) sets `\(write.receiver).\(AutoLayoutOptIn.property)` to false "
                    + "in `\(write.function)`, on a value a caller may pass, but the rule does not follow that function's callers across files",
                                       check: "the calls of `\(write.function)`", context: context)
            }
            output.append(context.finding(at: view.binding, message, suggestion: Self.suggestion(view, first: first, context: context)))
        }
        return output
    }

    /// A site is a view the file creates and pins by reference with anchors (not
    /// `NSLayoutConstraint(item:…)`), that this file does not opt into Auto Layout itself (most
    /// do: `badge.translatesAutoresizingMaskIntoConstraints = false`): no such view, no site.
    /// Both are `rewrite`'s own checks, asked before any index question.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        guard parsed.source.mentions("constraint") else { return false }
        let pins = AnchorPin.all(in: parsed.tree).filter { !$0.isItemCall }
        let pinned = Set(pins.compactMap { Self.referencedName($0.item) })
        guard !pinned.isEmpty else { return false }
        var writes: [ExprSyntax]?
        return SyntaxSearch.contains(PatternBindingSyntax.self, in: parsed.tree) { binding in
            // The name is a quick no; only a pin on one of its references makes it a site (a
            // builder's own local is often named like the property it builds).
            guard let view = CodeCreatedView.candidate(at: binding), pinned.contains(view.name) else { return false }
            let references = view.references()
            guard !Self.constrainedPins(pins, of: references).isEmpty else { return false }
            // `AutoLayoutOptIn.answer` says `.set` for these before any index question.
            if writes == nil { writes = AutoLayoutOptIn.fileWrites(in: parsed.tree) }
            return !AutoLayoutOptIn.isSetInFile(view, references: references, writes: writes!)
        }
    }

    /// The pins whose item is one of a view's references (`badge.topAnchor`, `badge!.topAnchor`).
    static func constrainedPins(_ pins: [AnchorPin], of references: [ExprSyntax]) -> [AnchorPin] {
        pins.filter { pin in references.contains { $0.id == pin.item.id || $0.id == ConstraintExpressions.unwrapped(pin.item).id } }
    }

    /// `badge`, `self.badge`, `badge!`: the name a view's references match a pinned item by.
    private static func referencedName(_ item: ExprSyntax) -> String? {
        let item = ConstraintExpressions.unwrapped(item)
        return item.as(DeclReferenceExprSyntax.self)?.baseName.text ?? item.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// "`badge` is created in code (line 4) and constrained with anchors (`badge.topAnchor` (line 9))".
    static func site(_ view: CodeCreatedView, first: AnchorPin, context: RuleContext) -> String {
        let anchor = "`\(first.item.trimmedDescription).\(first.edge)Anchor` (line \(context.position(of: first.call).line))"
        return "`\(view.name)` is created in code (line \(context.position(of: view.binding).line)) and constrained with anchors (\(anchor))"
    }

    static func message(_ view: CodeCreatedView, first: AnchorPin, context: RuleContext) -> String {
        site(view, first: first, context: context) + ", but nothing in this project sets its "
            + "`translatesAutoresizingMaskIntoConstraints` to false: its autoresizing mask is turned into constraints that conflict with them. "
            + "Add `\(view.name).translatesAutoresizingMaskIntoConstraints = false` \(placement(view, first: first, context: context).prose)"
    }

    /// Nothing the rule follows sets it, but a write elsewhere whose receiver's type the index
    /// cannot tell may: say so, and what to check, rather than that nothing sets it.
    static func message(_ view: CodeCreatedView, first: AnchorPin, uncertainWrite write: ProjectWrites.Write, context: RuleContext) -> String {
        let doubt = if case .propertyOfUnknown(_, let base) = write.target {
            "whether `\(base)` is \(view.declaringType.map { "a `\($0)`" } ?? "this view's owner")"
        } else {
            "whether the local `\(write.receiver)` there holds this view"
        }
        return site(view, first: first, context: context) + "; it may be opted into Auto Layout "
            + "elsewhere: \(write.location) sets `\(write.receiver).\(AutoLayoutOptIn.property)`, but the rule cannot tell \(doubt). "
            + "If it is not, this view's autoresizing mask is turned into constraints that conflict with them. Check that write, or add "
            + "`\(view.name).\(AutoLayoutOptIn.property) = false` \(placement(view, first: first, context: context).prose)"
    }

    /// A call or a helper may set it; say which, and what to check.
    static func message(_ view: CodeCreatedView, first: AnchorPin, doubt: String, check: String, context: RuleContext) -> String {
        site(view, first: first, context: context) + "; it may be opted into Auto Layout elsewhere: \(doubt). "
            + "If it is not, this view's autoresizing mask is turned into constraints that conflict with them. Check \(check), or add "
            + "`\(view.name).\(AutoLayoutOptIn.property) = false` \(placement(view, first: first, context: context).prose)"
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
