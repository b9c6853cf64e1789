import SwiftSyntax

/// The traits a handler registers for: trait types, plus Apple's colour-appearance set.
struct TraitSet: Equatable {
    private(set) var types: [String] = []
    private(set) var colorAppearance = false

    static let propertyTraits: [String: String] = [
        "horizontalSizeClass": "UITraitHorizontalSizeClass",
        "verticalSizeClass": "UITraitVerticalSizeClass",
        "userInterfaceStyle": "UITraitUserInterfaceStyle",
        "preferredContentSizeCategory": "UITraitPreferredContentSizeCategory",
        "displayScale": "UITraitDisplayScale",
        "layoutDirection": "UITraitLayoutDirection",
        "legibilityWeight": "UITraitLegibilityWeight",
        "accessibilityContrast": "UITraitAccessibilityContrast",
        "userInterfaceLevel": "UITraitUserInterfaceLevel",
        "userInterfaceIdiom": "UITraitUserInterfaceIdiom",
        "displayGamut": "UITraitDisplayGamut",
    ]
    static let colorAppearanceTraits = "UITraitCollection.systemTraitsAffectingColorAppearance"

    static func property(_ name: String) -> TraitSet? {
        guard let type = propertyTraits[name] else { return nil }
        return TraitSet(types: [type])
    }

    static let color = TraitSet(colorAppearance: true)

    func union(_ other: TraitSet) -> TraitSet {
        var result = self
        for type in other.types where !result.types.contains(type) { result.types.append(type) }
        result.colorAppearance = colorAppearance || other.colorAppearance
        return result
    }

    /// `[UITraitHorizontalSizeClass.self]`, `UITraitCollection.systemTraitsAffectingColorAppearance`,
    /// or both joined with `+`.
    var expression: String {
        let list = "[" + types.map { "\($0).self" }.joined(separator: ", ") + "]"
        guard colorAppearance else { return list }
        return types.isEmpty ? Self.colorAppearanceTraits : Self.colorAppearanceTraits + " + " + list
    }
}

/// Recognises conditions that compare `previousTraitCollection` with `traitCollection`:
/// `previous?.X != traitCollection.X` (either order, `||` for several),
/// `traitCollection.hasDifferentColorAppearance(comparedTo: previous)`, and their negations
/// (`==` joined by `&&`, `!traitCollection.hasDifferentColorAppearance(...)`).
struct TraitConditionMatcher {
    /// The override's parameter name, e.g. `previousTraitCollection`.
    let previous: String

    /// The traits whose change makes `condition` true; nil if it tests anything else.
    func changedTraits(_ condition: ExprSyntax) -> TraitSet? { traits(OperatorFolding.folded(condition), .changed) }

    /// The traits whose change makes `condition` false (it is true when none changed).
    func unchangedTraits(_ condition: ExprSyntax) -> TraitSet? { traits(OperatorFolding.folded(condition), .unchanged) }

    /// Which way a (folded) condition tests the traits: true when one changed
    /// (`a != b || c != d`, `hasDifferentColorAppearance(...)`), or true when none did
    /// (`a == b && c == d`); `!` turns one into the other.
    private enum Polarity {
        case changed, unchanged

        var joiner: String { self == .changed ? "||" : "&&" }
        var comparison: String { self == .changed ? "!=" : "==" }
        var negated: Polarity { self == .changed ? .unchanged : .changed }
    }

    private func traits(_ expression: ExprSyntax, _ polarity: Polarity) -> TraitSet? {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            switch OperatorFolding.operatorText(infix) {
            case polarity.joiner: return union([traits(infix.leftOperand, polarity), traits(infix.rightOperand, polarity)])
            case polarity.comparison: return compared(infix.leftOperand, infix.rightOperand)
            default: return nil
            }
        }
        if let inner = Self.parenthesized(expression) { return traits(inner, polarity) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return traits(prefix.expression, polarity.negated)
        }
        return polarity == .changed && isColorAppearanceCheck(expression) ? .color : nil
    }

    private func union(_ sets: [TraitSet?]) -> TraitSet? {
        var result = TraitSet()
        for set in sets {
            guard let set else { return nil }
            result = result.union(set)
        }
        return result
    }

    /// `previous?.X.Y` against `traitCollection.X.Y` (either side), X a known trait property.
    private func compared(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> TraitSet? {
        for (old, new) in [(lhs, rhs), (rhs, lhs)] {
            guard let oldPath = previousPath(old), let newPath = currentPath(new),
                  oldPath == newPath, oldPath.count == 1 else { continue }
            // Only the trait itself: `previous?.x.isY != traitCollection.x.isY` tests more than a change.
            return TraitSet.property(oldPath[0])
        }
        return nil
    }

    /// `traitCollection.hasDifferentColorAppearance(comparedTo: previous)`.
    private func isColorAppearanceCheck(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "hasDifferentColorAppearance",
              let base = member.base, currentPath(base) == [],
              call.arguments.count == 1, let argument = call.arguments.first,
              argument.label?.text == "comparedTo",
              argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == previous
        else { return false }
        return true
    }

    /// Member names after `previous?.` / `previous!.`: `previous?.a.b` -> ["a", "b"].
    private func previousPath(_ expression: ExprSyntax) -> [String]? {
        let (root, names) = Self.memberPath(expression)
        let unwrapped = root.as(OptionalChainingExprSyntax.self)?.expression ?? root.as(ForceUnwrapExprSyntax.self)?.expression
        guard let unwrapped, unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == previous else { return nil }
        return names
    }

    /// Member names after `traitCollection.` or `self.traitCollection.`.
    private func currentPath(_ expression: ExprSyntax) -> [String]? {
        let (root, names) = Self.memberPath(expression)
        guard let reference = root.as(DeclReferenceExprSyntax.self) else { return nil }
        if reference.baseName.text == "traitCollection" { return names }
        if reference.baseName.tokenKind == .keyword(.self), names.first == "traitCollection" { return Array(names.dropFirst()) }
        return nil
    }

    static func memberPath(_ expression: ExprSyntax) -> (root: ExprSyntax, names: [String]) {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        return (current, names)
    }

    static func parenthesized(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.label == nil else { return nil }
        return only.expression
    }
}
