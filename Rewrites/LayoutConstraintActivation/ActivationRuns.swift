import ModernizeCore
import SwiftSyntax

/// One `<receiver>.isActive = true|false` statement.
struct Activation {
    let statement: CodeBlockItemSyntax
    /// The constraint expression (everything before `.isActive`).
    let receiver: ExprSyntax
    let value: Bool
    /// `a?.b.constraint(...)`: cannot be an element of `[NSLayoutConstraint]`.
    let isOptionalChained: Bool
}

/// Consecutive activations with the same value in one statement list.
struct ActivationRun {
    let activations: [Activation]
    var value: Bool { activations[0].value }
}

/// Consecutive activations whose receivers include one the resolver cannot type: not rewritten
/// (an element of another type would not compile), reported instead.
struct UnknownRun {
    let activations: [Activation]
    /// The receivers whose type is unknown.
    let unknown: [Activation]
}

struct ActivationRuns {
    /// Decides whether a receiver is an `NSLayoutConstraint` by its type, not its name (a layout
    /// library's `Constraint` also has `isActive`).
    let types: ExpressionTypeResolver

    enum ReceiverKind { case constraint, unknown, other }

    func runs(in tree: SourceFileSyntax) -> (runs: [ActivationRun], unknown: [UnknownRun]) {
        var runs: [ActivationRun] = []
        var unknown: [UnknownRun] = []
        for list in Self.listsHoldingActivations(in: tree) {
            let found = self.runs(in: list)
            runs += found.runs
            unknown += found.unknown
        }
        return (runs, unknown)
    }

    /// The statement lists holding an `isActive`, each once, in source order.
    private static func listsHoldingActivations(in tree: SourceFileSyntax) -> [CodeBlockItemListSyntax] {
        var seen: Set<SyntaxIdentifier> = []
        // A list holding several activations is reached once per activation.
        return tree.tokens(viewMode: .sourceAccurate).lazy.filter({ $0.hasText("isActive") })
            .compactMap({ $0.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) })
            .filter { seen.insert($0.id).inserted }
    }

    /// Whether `tree` holds two activations in a row: every run and every unknown run does,
    /// whatever the receivers' types turn out to be (`Codemod.couldHoldSites`).
    static func holdsTwoActivationsInARow(_ tree: SourceFileSyntax) -> Bool {
        listsHoldingActivations(in: tree).contains { list in
            zip(list, list.dropFirst()).contains { shape(of: $0) != nil && shape(of: $1) != nil }
        }
    }

    /// Groups of consecutive activations (same value, same optional chaining); within a group,
    /// receivers of unknown type split the rewritable runs and make the group a finding.
    private func runs(in list: CodeBlockItemListSyntax) -> (runs: [ActivationRun], unknown: [UnknownRun]) {
        var groups: [[(Activation, ReceiverKind)]] = []
        var current: [(Activation, ReceiverKind)] = []
        for item in list {
            guard let (activation, kind) = activation(item), kind != .other else {
                groups.append(current)
                current = []
                continue
            }
            if let last = current.last?.0, last.value != activation.value || last.isOptionalChained != activation.isOptionalChained
                || Self.readsLayoutState(activation.receiver) {
                // In one batch every receiver is evaluated before any constraint is activated:
                // one reading layout state (`systemLayoutSizeFitting`, `constraints.last!`,
                // `layoutIfNeeded()`) would see it without the constraints before it. It starts a run.
                groups.append(current)
                current = []
            }
            current.append((activation, kind))
        }
        groups.append(current)
        var runs: [ActivationRun] = []
        var unknown: [UnknownRun] = []
        for group in groups where group.count >= 2 {
            var known: [Activation] = []
            for (activation, kind) in group + [(group[0].0, .unknown)] {
                if kind == .constraint {
                    known.append(activation)
                    continue
                }
                if known.count >= 2 { runs.append(ActivationRun(activations: known)) }
                known = []
            }
            let unknownReceivers = group.filter { $0.1 == .unknown }.map(\.0)
            if !unknownReceivers.isEmpty { unknown.append(UnknownRun(activations: group.map(\.0), unknown: unknownReceivers)) }
        }
        return (runs, unknown)
    }

    /// Names whose use reads (or, for `layoutIfNeeded`, brings up to date) the layout the
    /// active constraints make.
    static let layoutStateNames: Set<String> = [
        "systemLayoutSizeFitting", "layoutIfNeeded", "layoutSubviews", "sizeThatFits", "sizeToFit", "intrinsicContentSize",
        "constraints", "constraintsAffectingLayout", "hasAmbiguousLayout", "exerciseAmbiguityInLayout", "updateConstraintsIfNeeded",
        "alignmentRect", "isActive",
    ]

    /// Does evaluating `receiver` read layout state (anywhere in it, closures included)?
    static func readsLayoutState(_ receiver: ExprSyntax) -> Bool {
        receiver.tokens(viewMode: .sourceAccurate).contains { token in
            layoutStateNames.contains(token.text) && token.parent?.is(DeclReferenceExprSyntax.self) == true
        }
    }

    /// The statement as an activation (`<receiver>.isActive = true|false`) and its receiver's kind.
    private func activation(_ item: CodeBlockItemSyntax) -> (Activation, ReceiverKind)? {
        guard let (receiver, value) = Self.shape(of: item) else { return nil }
        let chained = receiver.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .postfixQuestionMark && $0.parent?.is(OptionalChainingExprSyntax.self) == true
        }
        let activation = Activation(statement: item, receiver: receiver, value: value.literal.tokenKind == .keyword(.true), isOptionalChained: chained)
        return (activation, kind(of: receiver))
    }

    /// `<receiver>.isActive = true|false`: its receiver and value.
    private static func shape(of item: CodeBlockItemSyntax) -> (receiver: ExprSyntax, value: BooleanLiteralExprSyntax)? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let value = elements[2].as(BooleanLiteralExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
              let receiver = member.base else { return nil }
        return (receiver, value)
    }

    private func kind(of receiver: ExprSyntax) -> ReceiverKind {
        guard let name = types.type(of: receiver).nominalName else {
            return ConstraintExpressions.isAnchorConstraintCall(receiver) ? .constraint : .unknown
        }
        return types.isSubclass(name, of: "NSLayoutConstraint") ? .constraint : .other
    }
}
