import ModernizeCore
import SwiftSyntax

/// Decides one item constraint: a safe rewrite to anchors when the attributes, multiplier and
/// both items allow it, else a finding saying which of them blocks.
struct AnchorDecision {
    let context: RuleContext
    let types: LayoutItemTypes
    let importsUIKit: Bool

    private static let leftAsIs = "NSLayoutConstraint(item:...) left as is"

    func site(for constraint: ItemConstraintCall) -> Site {
        let at = constraint.anchor
        guard let first = constraint.firstAttribute, let second = constraint.secondAttribute, let relation = constraint.relation else {
            return context.finding(at: at, severity: .info,
                "\(Self.leftAsIs): \(Self.computedArguments(constraint)), so the anchors the constraint needs are not known here; if they are fixed, write the anchors by hand (a.leadingAnchor.constraint(equalTo: b.leadingAnchor))")
        }
        let code = { (firstItem: String, secondItem: String?) in
            AnchorCode(first: firstItem, firstAttribute: first, second: secondItem, secondAttribute: second,
                       relation: relation, multiplier: constraint.multiplier, constant: constraint.constant)
        }
        let firstText = AnchorCode.receiverText(constraint.firstItem)
        let secondText = constraint.hasNilSecondItem ? nil : AnchorCode.receiverText(constraint.secondItem)
        if let problem = attributeProblem(constraint, first, second) {
            return context.finding(at: at, "\(Self.leftAsIs): \(problem)",
                                   suggestion: marginSuggestion(constraint, first, second, relation, firstText, secondText)
                                       ?? constantSuggestion(constraint, first, second, firstText, code: code))
        }
        let suggestion = code(firstText, secondText).text
        guard importsUIKit else {
            return context.finding(at: at, severity: .info,
                "\(Self.leftAsIs): this file does not import UIKit, so its items are not known to be UIKit views (AppKit constraints are not migrated by this rule)",
                suggestion: suggestion)
        }
        var problems = [itemProblem(constraint.firstItem, attribute: first)]
        if !constraint.hasNilSecondItem { problems.append(itemProblem(constraint.secondItem, attribute: second)) }
        let itemProblems = problems.compactMap { $0 }
        if !itemProblems.isEmpty {
            let fixed = viewControllerSuggestion(constraint, code: code)
            return context.finding(at: at, "\(Self.leftAsIs): \(itemProblems.joined(separator: "; "))", suggestion: fixed ?? suggestion)
        }
        let dropped = constraint.droppedComments
        if !dropped.isEmpty {
            return context.finding(at: at,
                "\(Self.leftAsIs): the comment\(dropped.count == 1 ? "" : "s") \(dropped.map { "`\($0)`" }.joined(separator: ", ")) inside the call would be lost; move \(dropped.count == 1 ? "it" : "them") above the call, then rerun, or use the anchors by hand",
                suggestion: suggestion)
        }
        let call = constraint.call
        let edit = SourceEdit(range: call.positionAfterSkippingLeadingTrivia..<call.endPositionBeforeTrailingTrivia, replacement: suggestion)
        return .safe(at: at, [edit])
    }

    /// Which of the attribute and relation arguments are computed.
    private static func computedArguments(_ constraint: ItemConstraintCall) -> String {
        var computed: [String] = []
        if constraint.firstAttribute == nil { computed.append("`attribute: \(constraint.firstAttributeExpression.trimmedDescription)`") }
        if constraint.relation == nil { computed.append("`relatedBy: \(constraint.relationExpression.trimmedDescription)`") }
        if constraint.secondAttribute == nil { computed.append("`attribute: \(constraint.secondAttributeExpression.trimmedDescription)`") }
        let distinct = computed.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct.joined(separator: " and ") + (distinct.count == 1 ? " is not a literal" : " are not literals")
    }

    /// Attribute pairs and multipliers the anchor API cannot express.
    private func attributeProblem(_ constraint: ItemConstraintCall, _ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
        let margins = [first, second].filter { $0.marginEquivalent != nil }
        if !margins.isEmpty {
            let distinct = Set(margins.map(\.rawValue)).sorted()
            let names = distinct.map { "`.\($0)`" }.joined(separator: " and ")
            let kind = distinct.count == 1 ? "is a margin attribute, which has no anchor of its own" : "are margin attributes, which have no anchors of their own"
            return "\(names) \(kind); relate the anchors of the view's layoutMarginsGuide instead"
        }
        if constraint.hasNilSecondItem {
            guard first.family == .dimension else {
                return "`toItem: nil` needs a width or height attribute (a constant size); `.\(first.rawValue)` cannot be a constant"
            }
            guard second == .notAnAttribute else {
                return "`toItem: nil` with a second attribute `.\(second.rawValue)` (not `.notAnAttribute`) is not a plain constant size"
            }
            guard ItemConstraintCall.isLiteral(constraint.multiplier, equalTo: 1) else {
                return "`toItem: nil` with `multiplier: \(constraint.multiplier.trimmedDescription)`: \(first.anchorName!).constraint(\(constraint.relation!.constantLabel):) has no multiplier; check the multiplier has no effect, then use the suggestion"
            }
            return nil
        }
        guard first != .notAnAttribute, second != .notAnAttribute else {
            return "`.notAnAttribute` with a second item is not a constraint UIKit accepts; write the intended anchors by hand"
        }
        if let mismatch = first.mismatch(with: second) { return mismatch + "; fix the attributes first" }
        if first.family != .dimension, !ItemConstraintCall.isLiteral(constraint.multiplier, equalTo: 1) {
            return "`multiplier: \(constraint.multiplier.trimmedDescription)` on \(first.family!.label) attributes has no anchor equivalent (only width and height anchors take a multiplier); keep the item API here"
        }
        return nil
    }

    /// For margin attributes: the same constraint on `layoutMarginsGuide` anchors, when that
    /// is otherwise expressible.
    private func marginSuggestion(
        _ constraint: ItemConstraintCall, _ first: LayoutAttribute, _ second: LayoutAttribute, _ relation: LayoutRelation,
        _ firstText: String, _ secondText: String?
    ) -> String? {
        guard first.marginEquivalent != nil || second.marginEquivalent != nil, let secondText else { return nil }
        let firstAttribute = first.marginEquivalent ?? first
        let secondAttribute = second.marginEquivalent ?? second
        guard firstAttribute.mismatch(with: secondAttribute) == nil, firstAttribute.family != nil, secondAttribute.family != nil,
              firstAttribute.family == .dimension || ItemConstraintCall.isLiteral(constraint.multiplier, equalTo: 1) else { return nil }
        return AnchorCode(
            first: first.marginEquivalent == nil ? firstText : firstText + ".layoutMarginsGuide", firstAttribute: firstAttribute,
            second: second.marginEquivalent == nil ? secondText : secondText + ".layoutMarginsGuide", secondAttribute: secondAttribute,
            relation: relation, multiplier: constraint.multiplier, constant: constraint.constant).text
    }

    /// For `toItem: nil` with a multiplier other than 1 (which has no effect on a constant size):
    /// the constant form, for the user to confirm.
    private func constantSuggestion(
        _ constraint: ItemConstraintCall, _ first: LayoutAttribute, _ second: LayoutAttribute, _ firstText: String,
        code: (String, String?) -> AnchorCode
    ) -> String? {
        guard constraint.hasNilSecondItem, first.family == .dimension, second == .notAnAttribute else { return nil }
        return code(firstText, nil).text
    }

    /// Why `item` cannot take an anchor; nil when it is a view or layout guide with this anchor.
    /// A cast to Any (`banner as Any`, usually silencing an optional) is looked through.
    private func itemProblem(_ item: ExprSyntax, attribute: LayoutAttribute) -> String? {
        let item = Self.uncastItem(item)
        let written = item.trimmedDescription
        guard let type = types.type(of: item) else {
            return "the type of `\(written)` is not known here (no local, parameter or project property declaring it as a UIView or UILayoutGuide); check it is one, then use the suggestion"
        }
        if type.optionality == .optional {
            return "`\(written)` is optional (`\(type.spelled)`): the item API takes it as Any, anchors need it unwrapped; unwrap it first (e.g. `guard let`), then use the suggestion"
        }
        switch types.kind(of: type.name) {
        case .view:
            return nil
        case .layoutGuide:
            return attribute.isBaseline ? "`\(written)` is a layout guide (`\(type.name)`), which has no baseline anchors" : nil
        case .viewController:
            return "`\(written)` is a view controller (`\(type.name)`), not a view, so UIKit raises for it; did you mean its `view`?"
        case nil:
            return "`\(written)` is a `\(type.name)`, not known to be a UIView or UILayoutGuide; check it is one, then use the suggestion"
        }
    }

    /// `x as Any` / `x as AnyObject` -> `x`: the item API's parameter type, written out.
    static func uncastItem(_ item: ExprSyntax) -> ExprSyntax {
        if let sequence = item.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
               let type = elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription, type == "Any" || type == "AnyObject" {
                return elements[0]
            }
        }
        if let cast = item.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil,
           ["Any", "AnyObject"].contains(cast.type.trimmedDescription) {
            return cast.expression
        }
        return item
    }

    /// With a view controller item: the same constraint on its `view`.
    private func viewControllerSuggestion(_ constraint: ItemConstraintCall, code: (String, String?) -> AnchorCode) -> String? {
        func text(_ item: ExprSyntax) -> String {
            let written = AnchorCode.receiverText(item)
            guard let type = types.type(of: item), type.optionality != .optional, types.kind(of: type.name) == .viewController else { return written }
            return written == "self" ? "view" : written + ".view"
        }
        let first = text(constraint.firstItem)
        let second = constraint.hasNilSecondItem ? nil : text(constraint.secondItem)
        guard first != AnchorCode.receiverText(constraint.firstItem) || second != (constraint.hasNilSecondItem ? nil : AnchorCode.receiverText(constraint.secondItem)) else { return nil }
        return code(first, second).text
    }
}
